'use client';
import { reviews } from '@vitrine/i18n-fr/reviews';
import { useTranslator } from '@vitrine/ui/translator';
import { type FormEvent, type HTMLAttributes, useId, useRef, useState } from 'react';
import { type Review, validateReview } from './review-draft';
import type { ReviewDraftStorage } from './review-draft-storage';
import { focusStars, readReviewTexts } from './review-form.dom';
import { type ReviewRequest, reviewRequestMessageKey, reviewRequestState } from './review-request';
import { StarRating } from './star-rating';
import { useReviewDraft } from './use-review-draft';

export interface ProductReviewFormProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onSubmit'> {
  /** The review request of the page (page type 209); an expired or answered one shows its message. */
  readonly request?: ReviewRequest | null;
  /** Sends the review; resolves true once saved, false (or throws) when it failed. */
  readonly onSubmit: (review: Review) => Promise<boolean>;
  /** The current time, for the request's expiry; now by default. */
  readonly now?: number;
  /**
   * Keeps what the visitor typed (e.g. `sessionReviewDraft(key)`): restored after a reload,
   * Back or a crash, cleared once the review is saved. None by default.
   */
  readonly draft?: ReviewDraftStorage;
}

type FormPhase = 'idle' | 'submitting' | 'submitted' | 'failed';

/**
 * The review form of the reviews-request page: a required star rating, a title and the review.
 * A request that has expired or was already answered shows its message instead (spec 000 §5).
 * Submitting without a rating shows 'Veuillez attribuer une note en étoiles.' and moves focus
 * to the stars. `data-state` is the request state, then `submitting`, `submitted` or `failed`.
 */
export function ProductReviewForm({
  request,
  onSubmit,
  now,
  draft,
  className,
  ...rest
}: ProductReviewFormProps) {
  const t = useTranslator(reviews);
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [showRatingError, setShowRatingError] = useState(false);
  const [phase, setPhase] = useState<FormPhase>('idle');
  const starsRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reviewDraft = useReviewDraft(formRef, draft, (stored) =>
    setRating((current) => current ?? stored),
  );
  const state = reviewRequestState(request, now);
  const closedKey = reviewRequestMessageKey(state);
  const classes = className ? `vitrine-review-form ${className}` : 'vitrine-review-form';

  // An expired or answered request, or a saved review: its message alone.
  const message = closedKey ?? (phase === 'submitted' ? 'reviews.submitted' : undefined);
  if (message) {
    return (
      <div {...rest} className={classes} data-state={closedKey ? state : 'submitted'}>
        <p role="status">{t(message)}</p>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase === 'submitting') return;
    const result = validateReview({ rating, ...readReviewTexts(event.currentTarget) });
    if (!result.ok) {
      setShowRatingError(true);
      focusStars(starsRef.current);
      return;
    }
    setPhase('submitting');
    let saved = false;
    try {
      saved = (await onSubmit(result.value)) === true;
    } catch (cause) {
      console.error('[@vitrine/commerce] The review could not be sent.', cause);
    }
    if (saved) reviewDraft.clear();
    setPhase(saved ? 'submitted' : 'failed');
  }

  return (
    <div {...rest} className={classes} data-state={phase === 'idle' ? state : phase}>
      <form
        ref={formRef}
        noValidate
        onSubmit={submit}
        onInput={(event) => {
          // The stars save their own value (onValueChange); texts save here.
          if ((event.target as HTMLInputElement).type !== 'radio') reviewDraft.save(rating);
        }}
        aria-busy={phase === 'submitting' || undefined}
        data-unsent-input={reviewDraft.unsent ? '' : undefined}
      >
        <StarRating
          ref={starsRef}
          required
          value={rating}
          onValueChange={(value) => {
            setRating(value);
            setShowRatingError(false);
            reviewDraft.save(value);
          }}
          invalid={showRatingError}
          errorMessage={t('reviews.ratingRequired')}
        />
        <p data-part="field">
          <label htmlFor={`${id}-title`}>{t('reviews.field.title')}</label>
          <input id={`${id}-title`} name="title" type="text" autoComplete="off" />
        </p>
        <p data-part="field">
          <label htmlFor={`${id}-body`}>{t('reviews.field.body')}</label>
          <textarea id={`${id}-body`} name="body" rows={5} />
        </p>
        {phase === 'failed' && (
          <p role="alert" data-part="error">
            {t('reviews.submitFailed')}
          </p>
        )}
        <button type="submit" disabled={phase === 'submitting'}>
          {phase === 'submitting' ? t('reviews.submitting') : t('reviews.submit')}
        </button>
      </form>
    </div>
  );
}
