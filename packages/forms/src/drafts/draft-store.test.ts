import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyFieldInputs, type FieldInputs } from '../core/field-inputs';
import type { FormField } from '../core/form-definition';
import { createDraftStore, DRAFT_SAVE_DELAY_MS, type DraftStorage, draftKey } from './draft-store';

const fields: readonly FormField[] = [
  { id: 'name', type: 'name', title: 'Nom', required: true },
  { id: 'email', type: 'email', title: 'E-mail', required: true },
  { id: 'code', type: 'password', title: 'Code de la galerie' },
  { id: 'source', type: 'hidden', key: 'source', value: 'site' },
  { id: 'days', type: 'checkbox', title: 'Jours', options: ['Lundi', 'Mardi'] },
  { id: 'message', type: 'textarea', title: 'Message' },
];
const KEY = draftKey('/contact', 'formulaire-contact');

/** sessionStorage in memory: what was written can be read back, raw. */
function memoryStorage(): DraftStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const typed: FieldInputs = {
  ...emptyFieldInputs(fields),
  name: ['Camille', 'Martin'],
  email: 'camille@exemple.fr',
  code: 'galerie-secrete-42',
  source: 'instagram',
  days: ['Mardi'],
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('draftKey', () => {
  it('is made of the page path and the form id', () => {
    expect(KEY).toBe('vitrine-draft:/contact:formulaire-contact');
  });
});

describe('createDraftStore', () => {
  it('round trip: what was saved is read back, for the fields that may be kept', () => {
    const storage = memoryStorage();
    const store = createDraftStore({ storage: () => storage, key: KEY, fields });
    store.save(typed);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    const next = createDraftStore({ storage: () => storage, key: KEY, fields });
    expect(next.read()).toEqual({
      name: ['Camille', 'Martin'],
      email: 'camille@exemple.fr',
      days: ['Mardi'],
    });
  });

  it('never writes a password, a hidden field or empty fields (inspecting the storage)', () => {
    const storage = memoryStorage();
    const store = createDraftStore({ storage: () => storage, key: KEY, fields });
    store.save(typed);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    const raw = storage.items.get(KEY) ?? '';
    expect(raw).not.toContain('galerie-secrete-42');
    expect(raw).not.toContain('instagram');
    expect(Object.keys(JSON.parse(raw).inputs)).toEqual(['name', 'email', 'days']);
    expect([...storage.items.keys()]).toEqual([KEY]);
  });

  it('writes once typing pauses for 300 ms, the last inputs only', () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    const store = createDraftStore({ storage: () => storage, key: KEY, fields });
    store.save({ ...typed, email: 'c' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    store.save(typed);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS - 1);
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.items.get(KEY) ?? '').inputs.email).toBe('camille@exemple.fr');
  });

  it('flush writes a pending save at once (the page hides); dispose too, then stops', () => {
    const storage = memoryStorage();
    const store = createDraftStore({ storage: () => storage, key: KEY, fields });
    store.save(typed);
    store.flush();
    expect(storage.items.has(KEY)).toBe(true);
    store.save({ ...typed, email: 'autre@exemple.fr' });
    store.dispose();
    expect(JSON.parse(storage.items.get(KEY) ?? '').inputs.email).toBe('autre@exemple.fr');
    store.save({ ...typed, email: 'plus-tard@exemple.fr' });
    vi.runAllTimers();
    expect(JSON.parse(storage.items.get(KEY) ?? '').inputs.email).toBe('autre@exemple.fr');
  });

  it('removes the draft when every field is emptied again', () => {
    const storage = memoryStorage();
    const store = createDraftStore({ storage: () => storage, key: KEY, fields });
    store.save(typed);
    store.flush();
    store.save(emptyFieldInputs(fields));
    store.flush();
    expect(storage.items.has(KEY)).toBe(false);
  });

  it('clear (after a success) drops the pending save and the stored draft', () => {
    const storage = memoryStorage();
    const store = createDraftStore({ storage: () => storage, key: KEY, fields });
    store.save(typed);
    store.flush();
    store.save({ ...typed, email: 'encore@exemple.fr' });
    store.clear();
    vi.runAllTimers();
    expect(storage.items.has(KEY)).toBe(false);
    expect(store.read()).toBeNull();
  });

  it('a full storage (setItem throws QuotaExceededError): no throw, no draft, one warning', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    const warn = vi.fn();
    const store = createDraftStore({ storage: () => storage, key: KEY, fields, warn });
    expect(() => {
      store.save(typed);
      vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
      store.save({ ...typed, email: 'b@exemple.fr' });
      store.flush();
    }).not.toThrow();
    expect(storage.items.size).toBe(0);
    expect(store.read()).toBeNull();
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'the session storage failed (QuotaExceededError): this form keeps no draft (vitrine-draft:/contact:formulaire-contact).',
    );
  });

  it('storage that cannot even be reached (disabled, sandboxed frame): no throw, no draft', () => {
    const warn = vi.fn();
    const store = createDraftStore({
      storage: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      key: KEY,
      fields,
      warn,
    });
    expect(store.read()).toBeNull();
    store.save(typed);
    store.flush();
    store.clear();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('no storage at all (a server, an old browser): nothing happens', () => {
    const warn = vi.fn();
    const store = createDraftStore({ storage: () => undefined, key: KEY, fields, warn });
    store.save(typed);
    store.flush();
    expect(store.read()).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['text that is not JSON', '{"v":1,"inputs":{"email":'],
    ['JSON of another shape', '["camille@exemple.fr"]'],
    ['a draft of another version', '{"v":2,"inputs":{"email":"camille@exemple.fr"}}'],
    ['inputs that are not an object', '{"v":1,"inputs":"camille@exemple.fr"}'],
  ])('garbage (%s) is ignored, removed, and warned about once', (_name, garbage) => {
    const storage = memoryStorage();
    storage.setItem(KEY, garbage);
    const warn = vi.fn();
    const store = createDraftStore({ storage: () => storage, key: KEY, fields, warn });
    expect(store.read()).toBeNull();
    expect(storage.items.has(KEY)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('values of the wrong type for their field are left out, the others kept', () => {
    const storage = memoryStorage();
    storage.setItem(
      KEY,
      JSON.stringify({
        v: 1,
        inputs: {
          name: 'Camille Martin',
          email: 'camille@exemple.fr',
          days: ['Dimanche'],
          message: 42,
          code: 'glissé-là',
          source: 'glissé-là',
        },
      }),
    );
    const store = createDraftStore({ storage: () => storage, key: KEY, fields, warn: vi.fn() });
    expect(store.read()).toEqual({ email: 'camille@exemple.fr' });
  });

  it('warns in the console once per page by default', () => {
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = () => {
      throw new Error('no storage');
    };
    createDraftStore({ storage: broken, key: KEY, fields }).read();
    createDraftStore({ storage: broken, key: draftKey('/', 'autre'), fields }).read();
    expect(consoleWarn).toHaveBeenCalledTimes(1);
    expect(consoleWarn.mock.calls[0]?.[0]).toMatch(/^@vitrine\/forms: the session storage failed/);
    consoleWarn.mockRestore();
  });
});
