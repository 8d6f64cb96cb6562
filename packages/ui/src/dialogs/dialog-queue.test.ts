import { describe, expect, it, vi } from 'vitest';
import { createDialogQueue } from './dialog-queue';

describe('createDialogQueue', () => {
  it('keeps dialogs in opening order and resolves each with its own answer', async () => {
    const queue = createDialogQueue();
    const first = queue.add('confirm', { title: 'Premier', style: 'confirm-or-reject' });
    const second = queue.add('alert', { title: 'Second' });
    expect(queue.getSnapshot().map((dialog) => [dialog.kind, dialog.options.title])).toEqual([
      ['confirm', 'Premier'],
      ['alert', 'Second'],
    ]);
    const [firstId, secondId] = queue.getSnapshot().map((dialog) => dialog.id) as [number, number];
    queue.answer(secondId, 'confirm');
    queue.answer(firstId, 'reject');
    await expect(first).resolves.toBe('reject');
    await expect(second).resolves.toBe('confirm');
  });

  it('marks an answered dialog as hiding, and removes it once hidden', () => {
    const queue = createDialogQueue();
    void queue.add('info', { message: 'Enregistré' });
    const [dialog] = queue.getSnapshot();
    if (!dialog) throw new Error('no dialog');
    queue.answer(dialog.id, 'confirm');
    expect(queue.getSnapshot()).toEqual([{ ...dialog, open: false }]);
    queue.remove(dialog.id);
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('settles a promise once: later answers are ignored', async () => {
    const queue = createDialogQueue();
    const answer = queue.add('confirm', {});
    const id = queue.getSnapshot()[0]?.id ?? -1;
    queue.answer(id, 'cancel');
    queue.answer(id, 'confirm');
    await expect(answer).resolves.toBe('cancel');
  });

  it('cancels a dialog removed before it was answered', async () => {
    const queue = createDialogQueue();
    const answer = queue.add('confirm', {});
    queue.remove(queue.getSnapshot()[0]?.id ?? -1);
    await expect(answer).resolves.toBe('cancel');
  });

  it('tells subscribers about each change with a new snapshot, until they unsubscribe', () => {
    const queue = createDialogQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    const before = queue.getSnapshot();
    void queue.add('alert', {});
    expect(listener).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot()).not.toBe(before);
    unsubscribe();
    queue.remove(queue.getSnapshot()[0]?.id ?? -1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('ignores unknown ids', () => {
    const queue = createDialogQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.answer(99, 'confirm');
    queue.remove(99);
    expect(listener).not.toHaveBeenCalled();
  });
});
