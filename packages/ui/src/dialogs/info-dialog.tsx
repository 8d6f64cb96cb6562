'use client';
import type { ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { DialogShell } from './dialog-shell';
import { type DialogAnswer, INFO_DIALOG_AUTO_HIDE_MS } from './dialog-state';

export interface InfoDialogProps {
  readonly title?: ReactNode;
  readonly message?: ReactNode;
  readonly open?: boolean;
  readonly defaultOpen?: boolean;
  readonly onOpenChange?: (open: boolean) => void;
  /** 'confirm' when it hides itself after 2000 ms, 'cancel' for Escape and a click on the overlay. */
  readonly onAnswer?: (answer: DialogAnswer) => void;
  readonly onHidden?: () => void;
  /** Removed from the page once hidden; true by default. */
  readonly destroyOnHide?: boolean;
  readonly modal?: boolean;
  readonly className?: string;
}

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
  const [open, setOpen] = useControlledState(openProp, defaultOpen ?? false, onOpenChange);
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
