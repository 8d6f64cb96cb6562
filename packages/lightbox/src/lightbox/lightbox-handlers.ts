import { closeNewestOverlay } from '@vitrine/ui/overlay-stack';
import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import { KEY_LEFT, KEY_RIGHT } from '../core/lightbox-constants';
import type { LightboxState } from '../core/lightbox-state';
import { clickOnMedia, isMedia, isStage } from './lightbox.dom';

/**
 * The dialog's keyboard and pointer handlers (spec 001 §5): Escape closes the newest overlay of
 * the page (this one when it has focus), the arrow keys step (throttled by the state), a click
 * on the media steps by the side it lands on, a click beside it closes.
 */
export function lightboxHandlers(state: LightboxState, close: () => void) {
  return {
    onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
      if (event.key === 'Escape') {
        event.preventDefault();
        if (!closeNewestOverlay()) close();
      } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        state.handleKey(event.key === 'ArrowLeft' ? KEY_LEFT : KEY_RIGHT);
      }
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      const target = event.target as HTMLElement;
      if (isMedia(target)) {
        const { x, width } = clickOnMedia(target, event.clientX);
        state.clickAt(x, width);
      } else if (target === event.currentTarget || isStage(target)) {
        close();
      }
    },
    onCancel(event: SyntheticEvent<HTMLDialogElement>) {
      event.preventDefault();
      close();
    },
  };
}
