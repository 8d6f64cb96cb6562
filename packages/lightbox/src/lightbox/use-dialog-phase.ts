'use client';
import { type RefObject, useEffect } from 'react';
import type { LightboxPhase, LightboxState } from '../core/lightbox-state';

/**
 * Provides the dialog's phases (spec 001 §4): on opening the `<dialog>` is shown as a modal and
 * the state told `opened` once the fade has run (`duration` ms); on closing, `closed` after the
 * fade out, when the lightbox unmounts its content.
 */
export function useDialogPhase(
  dialogRef: RefObject<HTMLDialogElement | null>,
  phase: LightboxPhase,
  state: LightboxState,
  duration: number,
): void {
  useEffect(() => {
    const dialog = dialogRef.current;
    if (phase === 'opening' && dialog) {
      if (!dialog.open) dialog.showModal();
      const timer = setTimeout(() => state.opened(), duration);
      return () => clearTimeout(timer);
    }
    if (phase === 'closing') {
      const timer = setTimeout(() => state.closed(), duration);
      return () => clearTimeout(timer);
    }
  }, [dialogRef, phase, duration, state]);
}
