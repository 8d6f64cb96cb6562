'use client';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import {
  closeDialogElement,
  focusedElement,
  showDialogElement,
  waitForHideAnimation,
} from './dialog-dom';
import { DIALOG_HIDE_FALLBACK_MS, type DialogPhase } from './dialog-state';

/**
 * Provides the platform `<dialog>` behind a dialog: shown (`showModal()` when modal) as its phase
 * opens, remembering the opener; closed once its hide animation has run (or the 600 ms fallback
 * passed), focus back on the opener, then `onHidden`; and closed when its parent removes it
 * while shown. Returns the callback ref for the `<dialog>`.
 */
export function useDialogElement(
  phase: DialogPhase,
  modal: boolean,
  onHidden: () => void,
): (node: HTMLDialogElement | null) => (() => void) | undefined {
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const opener = useRef<Element | null>(null);
  const onHiddenRef = useRef(onHidden);
  useLayoutEffect(() => {
    onHiddenRef.current = onHidden;
  });

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (phase !== 'open' || !dialog || dialog.open) return;
    opener.current = focusedElement(dialog);
    showDialogElement(dialog, modal);
  }, [phase, modal]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (phase !== 'closing' || !dialog) return;
    return waitForHideAnimation(dialog, DIALOG_HIDE_FALLBACK_MS, () => {
      closeDialogElement(dialog, opener.current);
      onHiddenRef.current();
    });
  }, [phase]);

  // Removed while shown (its parent unmounted it): close it so the focus goes back.
  return useCallback((node: HTMLDialogElement | null) => {
    dialogRef.current = node;
    if (!node) return;
    return () => {
      dialogRef.current = null;
      if (node.open) closeDialogElement(node, opener.current);
    };
  }, []);
}
