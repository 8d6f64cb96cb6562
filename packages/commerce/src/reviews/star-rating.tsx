'use client';
import { reviews } from '@vitrine/i18n-fr/reviews';
import { useControllableState } from '@vitrine/ui/controllable-state';
import { useTranslator } from '@vitrine/ui/translator';
import { VISUALLY_HIDDEN } from '@vitrine/ui/visually-hidden';
import { type HTMLAttributes, type Ref, useId, useState } from 'react';
import { isStarRating, STAR_RATING_VALUES, type StarRatingValue } from './review-draft';

export interface StarRatingProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'defaultValue' | 'onChange'> {
  /** The chosen rating (controlled); null for none. */
  readonly value?: number | null;
  /** The rating at first (uncontrolled); none by default. */
  readonly defaultValue?: number | null;
  readonly onValueChange?: (value: StarRatingValue) => void;
  /** The radio group's name in the form; 'rating' by default. */
  readonly name?: string;
  /** Whether a rating is required: a review needs one (spec 000 §5). */
  readonly required?: boolean;
  /** Shows `errorMessage` and marks the group invalid. */
  readonly invalid?: boolean;
  readonly errorMessage?: string;
  /** The group's visible label; 'Note' by default. */
  readonly label?: string;
  readonly disabled?: boolean;
  readonly ref?: Ref<HTMLDivElement>;
}

/**
 * A star rating as a radio group of 5 stars: native radios (arrow keys move and choose, Tab
 * leaves the group), each named '1 étoile' … '5 étoiles', with the required and invalid states
 * announced. Stars up to the rating show ★, the others ☆; `data-value`, `data-invalid` and each
 * star's `data-filled` let styles follow.
 */
export function StarRating({
  value,
  defaultValue = null,
  onValueChange,
  name = 'rating',
  required = false,
  invalid = false,
  errorMessage,
  label,
  disabled = false,
  className,
  ...rest
}: StarRatingProps) {
  const t = useTranslator(reviews);
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const [rating, setRating] = useControllableState<number | null>(value, defaultValue, (next) => {
    if (isStarRating(next)) onValueChange?.(next);
  });
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? (isStarRating(rating) ? rating : 0);
  const describedBy = invalid && errorMessage ? errorId : undefined;
  return (
    <div
      {...rest}
      role="radiogroup"
      aria-labelledby={labelId}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={className ? `vitrine-star-rating ${className}` : 'vitrine-star-rating'}
      data-value={isStarRating(rating) ? rating : undefined}
      data-invalid={invalid ? '' : undefined}
      onMouseLeave={() => setHovered(null)}
    >
      <span id={labelId} data-part="label">
        {label ?? t('reviews.field.rating')}
      </span>
      <span data-part="stars">
        {STAR_RATING_VALUES.map((star) => (
          <label
            key={star}
            data-part="star"
            data-filled={star <= shown ? '' : undefined}
            onMouseEnter={disabled ? undefined : () => setHovered(star)}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={rating === star}
              required={required}
              disabled={disabled}
              aria-describedby={describedBy}
              onChange={() => setRating(star)}
              style={VISUALLY_HIDDEN}
            />
            <span aria-hidden="true">{star <= shown ? '★' : '☆'}</span>
            <span style={VISUALLY_HIDDEN}>{t('reviews.star', { value: star })}</span>
          </label>
        ))}
      </span>
      {describedBy && (
        <span id={errorId} data-part="error">
          {errorMessage}
        </span>
      )}
    </div>
  );
}
