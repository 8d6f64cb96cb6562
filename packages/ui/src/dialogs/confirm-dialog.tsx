'use client';
import { dialogs } from '@vitrine/i18n-fr/dialogs';
import { useMemo } from 'react';
import { useControllableState } from '../controllable-state/use-controllable-state';
import { useSimpleTranslator } from '../translator/use-simple-translator';
import type { DialogBaseProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import {
  type ConfirmStyle,
  type DialogAnswer,
  dialogButtons,
  resolveConfirmStyle,
} from './dialog-state';

export interface ConfirmDialogProps extends DialogBaseProps {
  /** One of the four styles of spec 001 §4; `confirm-or-cancel` by default. */
  readonly style?: ConfirmStyle;
  /** Button labels; the `dialogs` catalogue by default. */
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly rejectLabel?: string;
}

/**
 * Provides the confirmation dialog of spec 001 §4: confirm, cancel or reject hides it; a click
 * on the overlay or Escape cancels; it is removed from the page on hide unless `destroyOnHide`
 * is false.
 */
export function ConfirmDialog({
  style,
  title,
  message,
  open: openProp,
  defaultOpen,
  onOpenChange,
  onAnswer,
  onHidden,
  destroyOnHide = true,
  modal = true,
  confirmLabel,
  cancelLabel,
  rejectLabel,
  className,
}: ConfirmDialogProps) {
  const t = useSimpleTranslator(dialogs);
  const [open, setOpen] = useControllableState(openProp, defaultOpen ?? false, onOpenChange);
  const confirmStyle = useMemo(() => resolveConfirmStyle(style), [style]);
  const labels: Record<DialogAnswer, string> = {
    confirm: confirmLabel ?? t('dialogs.confirm'),
    cancel: cancelLabel ?? t('dialogs.cancel'),
    reject: rejectLabel ?? t('dialogs.reject'),
  };
  const answer = (value: DialogAnswer) => {
    if (!open) return;
    onAnswer?.(value);
    setOpen(false);
  };
  const buttons = dialogButtons(confirmStyle);

  return (
    <DialogShell
      open={open}
      onDismiss={() => answer('cancel')}
      onHidden={onHidden}
      destroyOnHide={destroyOnHide}
      modal={modal}
      role="alertdialog"
      kind="confirm"
      confirmStyle={confirmStyle}
      title={title}
      message={message}
      className={className}
    >
      {buttons.length > 0 && (
        <div className="vitrine-dialog__actions">
          {buttons.map((value) => (
            <button
              key={value}
              type="button"
              className="vitrine-dialog__button"
              data-answer={value}
              onClick={() => answer(value)}
            >
              {labels[value]}
            </button>
          ))}
        </div>
      )}
    </DialogShell>
  );
}
