import type { FieldInputs } from '../core/field-inputs';
import type { FormField } from '../core/form-definition';
import { type DraftInputs, parseDraft, serializeDraft } from './draft-format';

export { DRAFT_KEY_PREFIX, draftKey } from './draft-key';

/** The part of the Web Storage API a draft store uses (`sessionStorage` on a page). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** How long typing must pause before the draft is written (it is also written when the page hides). */
export const DRAFT_SAVE_DELAY_MS = 300;

export interface DraftStoreOptions {
  /**
   * The storage, read at each use: may return nothing or throw (storage disabled, a sandboxed
   * frame), and its methods may throw (quota): the store then keeps no draft, and says so once.
   */
  readonly storage: () => DraftStorage | null | undefined;
  /** The storage key: `draftKey(pagePath, formId)` (`./draft-key`). */
  readonly key: string;
  /** The form's fields: what may be kept, and what a stored draft is checked against. */
  readonly fields: readonly FormField[];
  /** {@link DRAFT_SAVE_DELAY_MS} by default. */
  readonly delayMs?: number;
  /** Called at most once per store with what went wrong; one console warning per page by default. */
  readonly warn?: (message: string) => void;
}

/** The draft of one form: read once at mount, written as the visitor types, cleared on success. */
export interface DraftStore {
  /** The stored draft, checked against the fields; `null` when there is none or it is unusable. */
  read(): DraftInputs | null;
  /** Writes `inputs` after {@link DRAFT_SAVE_DELAY_MS} without a newer call. */
  save(inputs: FieldInputs): void;
  /** Writes a pending save now (the page is hiding or the form unmounting). */
  flush(): void;
  /** Drops a pending save and removes the stored draft (after a successful submission). */
  clear(): void;
  /** Flushes, then ignores every later call. */
  dispose(): void;
}

let warnedOnPage = false;
const warnOncePerPage = (message: string) => {
  if (warnedOnPage) return;
  warnedOnPage = true;
  console.warn(`@vitrine/forms: ${message}`);
};

/**
 * Creates the draft store of one form (framework-free): the visitor's inputs as JSON under
 * `key`, except passwords, hidden fields and the captcha (see `isDraftableField`). Nothing here
 * ever throws: storage that is missing, full or holding garbage means no draft, and one warning.
 */
export function createDraftStore(options: DraftStoreOptions): DraftStore {
  const { key, fields } = options;
  const delay = options.delayMs ?? DRAFT_SAVE_DELAY_MS;
  const report = options.warn ?? warnOncePerPage;
  let warned = false;
  let pending: FieldInputs | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written: string | null | undefined;
  let disposed = false;

  const warn = (message: string) => {
    if (warned) return;
    warned = true;
    report(`${message}: this form keeps no draft (${key}).`);
  };
  /** Runs `use` on the storage; `undefined` when there is none or it threw. */
  const withStorage = <T>(use: (storage: DraftStorage) => T): T | undefined => {
    try {
      const storage = options.storage();
      if (!storage) return undefined;
      return use(storage);
    } catch (error) {
      warn(`the session storage failed (${error instanceof Error ? error.name : 'error'})`);
      return undefined;
    }
  };
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const write = () => {
    cancel();
    if (pending === null) return;
    const text = serializeDraft(fields, pending);
    pending = null;
    if (text === written) return;
    withStorage((storage) => {
      if (text === null) storage.removeItem(key);
      else storage.setItem(key, text);
      written = text;
    });
  };

  return {
    read() {
      if (disposed) return null;
      const text = withStorage((storage) => storage.getItem(key));
      if (typeof text !== 'string') return null;
      const draft = parseDraft(text, fields);
      if (draft.ok) {
        written = text;
        return draft.value;
      }
      warn(draft.error);
      withStorage((storage) => storage.removeItem(key));
      return null;
    },
    save(inputs) {
      if (disposed) return;
      pending = inputs;
      cancel();
      timer = setTimeout(write, delay);
    },
    flush: write,
    clear() {
      cancel();
      pending = null;
      withStorage((storage) => storage.removeItem(key));
      written = null;
    },
    dispose() {
      if (disposed) return;
      write();
      disposed = true;
    },
  };
}
