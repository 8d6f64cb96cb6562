'use client';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useOverlayRegistration } from '../overlay-stack/use-overlay-registration';
import {
  CONFIRM_DIALOG_PADDING_PX,
  CONFIRM_DIALOG_WIDTH_PX,
  type ConfirmStyle,
} from './dialog-state';
import { useDialogElement } from './use-dialog-element';
import { useDialogEvents } from './use-dialog-events';
import { useDialogPhase } from './use-dialog-phase';

export interface DialogShellProps {
  /** Whether the dialog should be shown; false starts its hide. */
  readonly open: boolean;
  /** Escape (through the overlay stack) or a click on the overlay: the dialog answers cancel. */
  readonly onDismiss: () => void;
  /** Called once the hide animation is over (or the 600 ms fallback passed). */
  readonly onHidden?: () => void;
  readonly destroyOnHide: boolean;
  readonly modal: boolean;
  readonly role: 'dialog' | 'alertdialog';
  readonly kind: 'confirm' | 'alert' | 'info';
  readonly confirmStyle?: ConfirmStyle;
  readonly title?: ReactNode;
  readonly message?: ReactNode;
  readonly className?: string;
  /** The buttons. */
  readonly children?: ReactNode;
}

/**
 * Provides the shared behaviour of Vitrine's dialogs on the platform `<dialog>`: `showModal()`
 * (focus moves in and stays in, focus returns to the opener), Escape routed through the overlay
 * stack so that only the newest overlay closes, overlay click, managed z-index from 30000, the
 * hide animation with its 600 ms fallback, and removal on hide unless `destroyOnHide` is false.
 */
export function DialogShell({
  open,
  onDismiss,
  onHidden,
  destroyOnHide,
  modal,
  role,
  kind,
  confirmStyle,
  title,
  message,
  className,
  children,
}: DialogShellProps) {
  const titleId = useId();
  const messageId = useId();
  const [phase, hidden, phaseRef] = useDialogPhase(open);
  const zIndex = useOverlayRegistration(phase === 'open', onDismiss);
  const setDialog = useDialogElement(phase, modal, () => {
    hidden();
    onHidden?.();
  });
  const events = useDialogEvents(modal, phaseRef, onDismiss);
  if (destroyOnHide && phase === 'closed') return null;

  const hasTitle = hasContent(title);
  const hasMessage = hasContent(message);
  const labelledBy = hasTitle ? titleId : hasMessage ? messageId : undefined;
  const describedBy = hasTitle && hasMessage ? messageId : undefined;

  return (
    <dialog
      ref={setDialog}
      role={role}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className ? `vitrine-dialog ${className}` : 'vitrine-dialog'}
      data-state={phase}
      data-kind={kind}
      data-style={confirmStyle}
      style={dialogStyle(zIndex)}
      {...events}
    >
      {hasTitle && (
        <h2 id={titleId} className="vitrine-dialog__title">
          {title}
        </h2>
      )}
      {hasMessage && (
        <div id={messageId} className="vitrine-dialog__message">
          {message}
        </div>
      )}
      {children}
    </dialog>
  );
}

const hasContent = (node: ReactNode) => node != null && node !== '' && node !== false;

/** The dialog's stacking and box: 350 px wide, 20 px padding, always within the viewport. */
const dialogStyle = (zIndex: number | undefined): CSSProperties => ({
  zIndex,
  width: CONFIRM_DIALOG_WIDTH_PX,
  maxWidth: `calc(100vw - ${2 * CONFIRM_DIALOG_PADDING_PX}px)`,
  padding: CONFIRM_DIALOG_PADDING_PX,
  boxSizing: 'border-box',
});
