'use client';
import {
  type MouseEvent,
  type PointerEvent,
  type KeyboardEvent as ReactKeyboardEvent,
  type RefObject,
  type SyntheticEvent,
  useRef,
} from 'react';
import { closeNewestOverlay } from '../overlay-stack/page-overlay-stack';
import { isOverlayPointer } from './dialog-dom';
import type { DialogPhase } from './dialog-state';

/**
 * Provides the dialog's event handlers: Escape and other close requests go through the page's
 * overlay stack, so the newest overlay closes (spec 000 §4 "Escape key" step 1); a press and
 * click both on the overlay of a modal dialog, or a native close while open, dismiss it.
 */
export function useDialogEvents(
  modal: boolean,
  phaseRef: RefObject<DialogPhase>,
  onDismiss: () => void,
) {
  const pointerDownOnOverlay = useRef(false);
  return {
    onKeyDown(event: ReactKeyboardEvent<HTMLDialogElement>) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // Handled here rather than by the native close request: the newest overlay of the page
      // closes, not necessarily this dialog.
      event.preventDefault();
      closeNewestOverlay();
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      // Other close requests (a back gesture). A cancel that cannot be prevented closes the
      // dialog natively, and onClose answers for it.
      if (!event.nativeEvent.cancelable) return;
      event.preventDefault();
      closeNewestOverlay();
    },
    onClose(event: SyntheticEvent<HTMLDialogElement>) {
      if (phaseRef.current === 'open' && !event.currentTarget.open) onDismiss();
    },
    onPointerDown(event: PointerEvent<HTMLDialogElement>) {
      pointerDownOnOverlay.current = modal && isOverlayPointer(event.currentTarget, event);
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      const fromOverlay = pointerDownOnOverlay.current;
      pointerDownOnOverlay.current = false;
      if (fromOverlay && isOverlayPointer(event.currentTarget, event)) onDismiss();
    },
  };
}
