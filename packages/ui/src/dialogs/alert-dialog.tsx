'use client';
import { dialogs } from '@vitrine/i18n-fr/dialogs';
import { useControllableState } from '../controllable-state/use-controllable-state';
import { useSimpleTranslator } from '../translator/use-simple-translator';
import type { DialogBaseProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import type { DialogAnswer } from './dialog-state';

export interface AlertDialogProps extends DialogBaseProps {
  /** The OK button label; `dialogs.ok` by default. */
  readonly okLabel?: string;
}

/** Provides the alert dialog of spec 001 §2: a message and one OK button. */
export function AlertDialog({
  title,
  message,
  open: openProp,
  defaultOpen,
  onOpenChange,
  onAnswer,
  onHidden,
  destroyOnHide = true,
  modal = true,
  okLabel,
  className,
}: AlertDialogProps) {
  const t = useSimpleTranslator(dialogs);
  const [open, setOpen] = useControllableState(openProp, defaultOpen ?? false, onOpenChange);
  const answer = (value: DialogAnswer) => {
    if (!open) return;
    onAnswer?.(value);
    setOpen(false);
  };

  return (
    <DialogShell
      open={open}
      onDismiss={() => answer('cancel')}
      onHidden={onHidden}
      destroyOnHide={destroyOnHide}
      modal={modal}
      role="alertdialog"
      kind="alert"
      title={title}
      message={message}
      className={className}
    >
      <div className="vitrine-dialog__actions">
        <button
          type="button"
          className="vitrine-dialog__button"
          data-answer="confirm"
          onClick={() => answer('confirm')}
        >
          {okLabel ?? t('dialogs.ok')}
        </button>
      </div>
    </DialogShell>
  );
}
