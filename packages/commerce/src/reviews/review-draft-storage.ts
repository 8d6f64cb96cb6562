import { isStarRating, type ReviewDraft } from './review-draft';

/** Where a review form keeps what the visitor typed: read at mount, written as they type. */
export interface ReviewDraftStorage {
  read(): ReviewDraft | null;
  write(draft: ReviewDraft): void;
  clear(): void;
}

/** The most text a stored draft keeps per field: more is an outside value, not a draft. */
const MAX_DRAFT_TEXT = 20_000;

/**
 * Reads a stored review draft (an outside value): a rating of 1 to 5 stars or none, and texts.
 * Anything else gives null.
 */
export function readReviewDraft(value: unknown): ReviewDraft | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { rating, title, body } = value as Record<string, unknown>;
  if (rating !== null && rating !== undefined && !isStarRating(rating)) return null;
  const text = (input: unknown) =>
    typeof input === 'string' && input.length <= MAX_DRAFT_TEXT ? input : '';
  return { rating: rating ?? null, title: text(title), body: text(body) };
}

/**
 * A review draft kept in the tab's `sessionStorage` under `key` (the demo uses
 * `vitrine-draft:<page path>:review:<product id>`). Storage that throws (disabled, full) or
 * holds garbage gives no draft, silently: the form works as without one.
 */
export function sessionReviewDraft(
  key: string,
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = () =>
    globalThis.sessionStorage,
): ReviewDraftStorage {
  const attempt = <T>(
    action: (store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>) => T,
  ) => {
    try {
      const store = storage();
      return store ? action(store) : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    read() {
      const text = attempt((store) => store.getItem(key));
      if (typeof text !== 'string') return null;
      try {
        return readReviewDraft(JSON.parse(text));
      } catch {
        return null;
      }
    },
    write(draft) {
      const empty = draft.rating === null && !draft.title && !draft.body;
      attempt((store) =>
        empty ? store.removeItem(key) : store.setItem(key, JSON.stringify(draft)),
      );
    },
    clear() {
      attempt((store) => store.removeItem(key));
    },
  };
}
