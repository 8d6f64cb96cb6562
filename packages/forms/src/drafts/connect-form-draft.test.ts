import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFormController, type SendResult } from '../core/form-controller';
import type { FormDefinition } from '../core/form-definition';
import { connectFormDraft } from './connect-form-draft';
import { createDraftStore, DRAFT_SAVE_DELAY_MS, type DraftStorage, draftKey } from './draft-store';

const definition: FormDefinition = {
  id: 'formulaire-contact',
  fields: [
    { id: 'name', type: 'name', title: 'Nom', required: true },
    { id: 'email', type: 'email', title: 'E-mail', required: true },
  ],
};
const KEY = draftKey('/contact', definition.id);

function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function connect(
  storage: DraftStorage,
  send = vi.fn(async (): Promise<SendResult> => ({ ok: true })),
) {
  const controller = createFormController({ definition, send });
  const store = createDraftStore({ storage: () => storage, key: KEY, fields: definition.fields });
  const disconnect = connectFormDraft(controller, store);
  return { controller, disconnect };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('connectFormDraft', () => {
  it('saves as the visitor types; a new form on the same page gets it back', () => {
    const storage = memoryStorage();
    const first = connect(storage);
    first.controller.setInput('name', ['Camille', 'Martin']);
    first.controller.setInput('email', 'camille@exemple.fr');
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    first.disconnect();
    const second = connect(storage);
    expect(second.controller.getSnapshot().inputs).toEqual({
      name: ['Camille', 'Martin'],
      email: 'camille@exemple.fr',
    });
  });

  it('unmounting writes what the last 300 ms held', () => {
    const storage = memoryStorage();
    const { controller, disconnect } = connect(storage);
    controller.setInput('email', 'camille@exemple.fr');
    disconnect();
    expect(JSON.parse(storage.items.get(KEY) ?? '').inputs).toEqual({
      email: 'camille@exemple.fr',
    });
  });

  it('keeps what the visitor entered before the draft came back', () => {
    const storage = memoryStorage();
    storage.setItem(KEY, JSON.stringify({ v: 1, inputs: { email: 'ancien@exemple.fr' } }));
    const controller = createFormController({ definition, send: vi.fn() });
    controller.setInput('email', 'nouveau@exemple.fr');
    const store = createDraftStore({ storage: () => storage, key: KEY, fields: definition.fields });
    connectFormDraft(controller, store);
    expect(controller.getSnapshot().inputs.email).toBe('nouveau@exemple.fr');
  });

  it('clears the draft after a successful submission', async () => {
    const storage = memoryStorage();
    const { controller, disconnect } = connect(storage);
    controller.setInput('name', ['Camille', 'Martin']);
    controller.setInput('email', 'camille@exemple.fr');
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(storage.items.has(KEY)).toBe(true);
    await controller.submit();
    expect(controller.getSnapshot().status).toBe('success');
    disconnect();
    vi.runAllTimers();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('keeps the draft after a failure', async () => {
    const storage = memoryStorage();
    const { controller } = connect(
      storage,
      vi.fn(
        async (): Promise<SendResult> => ({
          ok: false,
          errors: { fields: {}, general: [{ key: 'forms.error.status500' }] },
        }),
      ),
    );
    controller.setInput('name', ['Camille', 'Martin']);
    controller.setInput('email', 'camille@exemple.fr');
    await controller.submit();
    vi.runAllTimers();
    expect(controller.getSnapshot().status).toBe('failure');
    expect(storage.items.has(KEY)).toBe(true);
  });
});
