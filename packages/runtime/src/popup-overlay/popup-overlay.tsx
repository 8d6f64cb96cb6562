'use client';
import { dialogs } from '@vitrine/i18n-fr/dialogs';
import { useOverlayRegistration } from '@vitrine/ui/overlay-stack';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { restoreFocus } from '@vitrine/ui/utilities';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import {
  type PopupOverlayControls,
  type UsePopupOverlayOptions,
  usePopupOverlay,
} from './use-popup-overlay';

export interface PopupOverlayProps extends UsePopupOverlayOptions {
  /** The overlay's accessible name (its heading text). */
  readonly label: string;
  /** The overlay content (server-rendered popup overlay page, spec 000 §2 page type 104), or a render function given `{ close, markSubmitted }`. */
  readonly children: ReactNode | ((controls: PopupOverlayControls) => ReactNode);
}

/**
 * The popup overlay (spec 000 §4): a modal `<dialog>` shown when {@link shouldShowPopupOverlay}
 * allows it, on the page's overlay stack (Escape closes the newest overlay first), with a close
 * button. Closing records the date closed and the version, and gives the focus back to where it
 * was (else the page's main landmark); `markSubmitted()` records a signup.
 */
export function PopupOverlay({ label, children, ...options }: PopupOverlayProps) {
  const t = useSimpleTranslator(dialogs);
  const controls = usePopupOverlay(options);
  const { open, close } = controls;
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  const zIndex = useOverlayRegistration(open, close);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = dialog.ownerDocument.activeElement;
      dialog.showModal();
    }
    if (!open && dialog.open) {
      dialog.close();
      // Back where the visitor was, else the main landmark: never the body.
      restoreFocus(opener.current, { from: dialog });
      opener.current = null;
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault(); // the page's Escape handler skips handled events
    close();
  };

  return (
    <dialog
      ref={ref}
      className="vitrine-popup-overlay"
      aria-label={label}
      data-state={open ? 'open' : 'closed'}
      data-decision={controls.reason}
      style={zIndex === undefined ? undefined : { zIndex }}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <button type="button" className="vitrine-popup-overlay__close" onClick={close}>
        {t('dialogs.close')}
      </button>
      {typeof children === 'function' ? children(controls) : children}
    </dialog>
  );
}
