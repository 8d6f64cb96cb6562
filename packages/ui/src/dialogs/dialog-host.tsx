'use client';
import { useSyncExternalStore } from 'react';
import type { TranslatorSettings } from '../translator/translator-context';
import { TranslatorProvider } from '../translator/translator-provider';
import { AlertDialog } from './alert-dialog';
import { ConfirmDialog } from './confirm-dialog';
import type { DialogQueue } from './dialog-queue';
import { InfoDialog } from './info-dialog';

export interface DialogHostProps {
  readonly queue: DialogQueue;
  /** Locale and site wordings for the dialogs it shows. */
  readonly translator?: TranslatorSettings;
}

/** Renders the dialogs of the imperative API, stacked in opening order. */
export function DialogHost({ queue, translator }: DialogHostProps) {
  const dialogs = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return (
    <TranslatorProvider {...translator}>
      {dialogs.map(({ id, kind, options, open }) => {
        const common = {
          title: options.title,
          message: options.message,
          open,
          onAnswer: (answer: 'confirm' | 'cancel' | 'reject') => queue.answer(id, answer),
          onHidden: () => queue.remove(id),
        };
        if (kind === 'alert') return <AlertDialog key={id} {...common} okLabel={options.okLabel} />;
        if (kind === 'info') return <InfoDialog key={id} {...common} />;
        return (
          <ConfirmDialog
            key={id}
            {...common}
            style={options.style}
            confirmLabel={options.confirmLabel}
            cancelLabel={options.cancelLabel}
            rejectLabel={options.rejectLabel}
          />
        );
      })}
    </TranslatorProvider>
  );
}
