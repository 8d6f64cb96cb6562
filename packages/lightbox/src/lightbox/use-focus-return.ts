'use client';
import { type RefObject, useEffect, useRef } from 'react';
import type { LightboxPhase } from '../core/lightbox-state';
import { focusedElement } from './lightbox.dom';

/**
 * Provides the focus return of a modal dialog: the element focused before the dialog opens (its
 * opener) gets focus back once the dialog has closed. Called before the hook that shows the
 * dialog, so the opener is read before `showModal` moves focus.
 */
export function useFocusReturn(
  dialogRef: RefObject<HTMLDialogElement | null>,
  phase: LightboxPhase,
): void {
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (phase === 'opening' && dialog && !dialog.open) opener.current = focusedElement();
    if (phase === 'closed' && opener.current) {
      opener.current.focus();
      opener.current = null;
    }
  }, [dialogRef, phase]);
}
