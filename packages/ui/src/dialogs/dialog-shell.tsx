'use client';
import {
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { closeNewestOverlay } from '../overlay-stack/page-overlay-stack';
import { useOverlayRegistration } from '../overlay-stack/use-overlay-registration';
import {
  closeDialogElement,
  focusedElement,
  isOverlayPointer,
  showDialogElement,
  waitForHideAnimation,
} from './dialog-dom';
import {
  CONFIRM_DIALOG_PADDING_PX,
  CONFIRM_DIALOG_WIDTH_PX,
  type ConfirmStyle,
  DIALOG_HIDE_FALLBACK_MS,
  type DialogPhase,
  nextDialogPhase,
} from './dialog-state';

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
  const dialogRef = useRef<HTMLDialogElement | null>(null);
  const opener = useRef<Element | null>(null);
  const pointerDownOnOverlay = useRef(false);
  const onHiddenRef = useRef(onHidden);
  const titleId = useId();
  const messageId = useId();

  const [phase, setPhase] = useState<DialogPhase>(open ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setPhase((current) => nextDialogPhase(current, { type: open ? 'show' : 'hide' }));
  }
  const phaseRef = useRef(phase);

  useLayoutEffect(() => {
    phaseRef.current = phase;
    onHiddenRef.current = onHidden;
  });

  const zIndex = useOverlayRegistration(phase === 'open', onDismiss);

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
      setPhase((current) => nextDialogPhase(current, { type: 'hidden' }));
      onHiddenRef.current?.();
    });
  }, [phase]);

  // Removed while shown (its parent unmounted it): close it so the focus goes back.
  const setDialog = useCallback((node: HTMLDialogElement | null) => {
    dialogRef.current = node;
    if (!node) return;
    return () => {
      dialogRef.current = null;
      if (node.open) closeDialogElement(node, opener.current);
    };
  }, []);

  if (destroyOnHide && phase === 'closed') return null;

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    // Handled here rather than by the native close request: the newest overlay of the page
    // closes, not necessarily this dialog (spec 000 §4 "Escape key" step 1).
    event.preventDefault();
    closeNewestOverlay();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    // Other close requests (a back gesture). A cancel that cannot be prevented closes the
    // dialog natively, and onClose answers for it.
    if (!event.nativeEvent.cancelable) return;
    event.preventDefault();
    closeNewestOverlay();
  };
  const onClose = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (phaseRef.current === 'open' && !event.currentTarget.open) onDismiss();
  };

  const style: CSSProperties = {
    zIndex,
    width: CONFIRM_DIALOG_WIDTH_PX,
    maxWidth: `calc(100vw - ${2 * CONFIRM_DIALOG_PADDING_PX}px)`,
    padding: CONFIRM_DIALOG_PADDING_PX,
    boxSizing: 'border-box',
  };
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
      style={style}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      onPointerDown={(event) => {
        pointerDownOnOverlay.current = modal && isOverlayPointer(event.currentTarget, event);
      }}
      onClick={(event) => {
        const fromOverlay = pointerDownOnOverlay.current;
        pointerDownOnOverlay.current = false;
        if (fromOverlay && isOverlayPointer(event.currentTarget, event)) onDismiss();
      }}
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
