import type { ConfirmStyle, DialogAnswer } from './dialog-state';

export type QueuedDialogKind = 'confirm' | 'alert' | 'info';

export interface QueuedDialogOptions {
  readonly title?: string;
  readonly message?: string;
  /** Confirmation dialogs only; `confirm-or-cancel` by default. */
  readonly style?: ConfirmStyle;
  readonly confirmLabel?: string;
  readonly cancelLabel?: string;
  readonly rejectLabel?: string;
  /** Alert dialogs only. */
  readonly okLabel?: string;
}

export interface QueuedDialog {
  readonly id: number;
  readonly kind: QueuedDialogKind;
  readonly options: QueuedDialogOptions;
  /** False once answered: the dialog is hiding. */
  readonly open: boolean;
}

export interface DialogQueue {
  /** Adds a dialog, shown above the others; resolves with its answer. */
  add(kind: QueuedDialogKind, options: QueuedDialogOptions): Promise<DialogAnswer>;
  /** Answers a dialog: resolves its promise once and starts its hide. */
  answer(id: number, answer: DialogAnswer): void;
  /** Removes a hidden dialog. */
  remove(id: number): void;
  /** The dialogs in opening order; a new array after each change. */
  getSnapshot(): readonly QueuedDialog[];
  subscribe(listener: () => void): () => void;
}

/**
 * Creates the list of dialogs opened by the imperative API (`confirm`, `alert`, `info`), in
 * opening order, each with the promise it settles. No DOM, no React.
 */
export function createDialogQueue(): DialogQueue {
  let dialogs: readonly QueuedDialog[] = [];
  let nextId = 1;
  const resolvers = new Map<number, (answer: DialogAnswer) => void>();
  const listeners = new Set<() => void>();
  const update = (next: readonly QueuedDialog[]) => {
    dialogs = next;
    for (const listener of [...listeners]) listener();
  };

  return {
    add(kind, options) {
      const id = nextId++;
      const answer = new Promise<DialogAnswer>((resolve) => resolvers.set(id, resolve));
      update([...dialogs, { id, kind, options, open: true }]);
      return answer;
    },
    answer(id, answer) {
      const resolve = resolvers.get(id);
      if (!resolve) return;
      resolvers.delete(id);
      resolve(answer);
      update(dialogs.map((dialog) => (dialog.id === id ? { ...dialog, open: false } : dialog)));
    },
    remove(id) {
      if (!dialogs.some((dialog) => dialog.id === id)) return;
      // A dialog removed before it was answered (its host went away) counts as cancelled.
      resolvers.get(id)?.('cancel');
      resolvers.delete(id);
      update(dialogs.filter((dialog) => dialog.id !== id));
    },
    getSnapshot: () => dialogs,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
