'use client';
import { type RefObject, useEffect, useRef, useState } from 'react';
import type { ReviewDraftStorage } from './review-draft-storage';
import { fillEmptyTexts, readReviewTexts } from './review-form.dom';

/**
 * Provides the review form's draft: after hydration the stored draft fills what the visitor has
 * not typed yet (its rating given to `restoreRating`); `save` keeps what the form holds; `unsent`
 * says whether anything is typed; `clear` forgets it once the review is saved.
 */
export function useReviewDraft(
  form: RefObject<HTMLFormElement | null>,
  draft: ReviewDraftStorage | undefined,
  restoreRating: (rating: number | null) => void,
) {
  const [unsent, setUnsent] = useState(false);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const restore = useRef(restoreRating);
  restore.current = restoreRating;

  useEffect(() => {
    const stored = draftRef.current?.read();
    const element = form.current;
    if (!stored || !element) return;
    fillEmptyTexts(element, stored);
    restore.current(stored.rating);
    setUnsent(Boolean(stored.rating || stored.title || stored.body));
  }, [form]);

  return {
    unsent,
    save(rating: number | null) {
      const element = form.current;
      if (!element) return;
      const current = { rating, ...readReviewTexts(element) };
      setUnsent(Boolean(current.rating || current.title || current.body));
      draftRef.current?.write(current);
    },
    clear: () => draftRef.current?.clear(),
  };
}
