'use client';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useControllableState } from '../controllable-state/use-controllable-state';
import type { DialogBaseProps } from './dialog-props';
import { DialogShell } from './dialog-shell';
import { type DialogAnswer, INFO_DIALOG_AUTO_HIDE_MS } from './dialog-state';

/** `onAnswer` gets 'confirm' when it hides itself after 2000 ms. */
export interface InfoDialogProps extends DialogBaseProps {}

/**
 * Provides the information dialog of spec 001 §4: no buttons, it hides itself after 2000 ms
 * and that counts as confirm.
 */
export function InfoDialog({
  title,
  message,
  open: openProp,
  defaultOpen,
  onOpenChange,
  onAnswer,
  onHidden,
  destroyOnHide = true,
  modal = true,
  className,
}: InfoDialogProps) {
  const [open, setOpen] = useControllableState(openProp, defaultOpen ?? false, onOpenChange);
  const answerRef = useRef<(value: DialogAnswer) => void>(() => {});
  useLayoutEffect(() => {
    answerRef.current = (value) => {
      if (!open) return;
      onAnswer?.(value);
      setOpen(false);
    };
  });

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => answerRef.current('confirm'), INFO_DIALOG_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <DialogShell
      open={open}
      onDismiss={() => answerRef.current('cancel')}
      onHidden={onHidden}
      destroyOnHide={destroyOnHide}
      modal={modal}
      role="dialog"
      kind="info"
      title={title}
      message={message}
      className={className}
    />
  );
}
