'use client';
import type { Ref } from 'react';

/** The lightbox translator, as its controls use it. */
export type LightboxControlsTranslator = (
  key: 'lightbox.close' | 'lightbox.previous' | 'lightbox.next',
) => string;

export interface LightboxControlsProps {
  readonly t: LightboxControlsTranslator;
  /** Items in the set: previous and next only show for more than one. */
  readonly count: number;
  readonly closeRef: Ref<HTMLButtonElement>;
  readonly nextRef: Ref<HTMLButtonElement>;
  readonly onClose: () => void;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
}

/** The lightbox's close, previous and next buttons (spec 001 §3). */
export function LightboxControls({
  t,
  count,
  closeRef,
  nextRef,
  onClose,
  onPrevious,
  onNext,
}: LightboxControlsProps) {
  return (
    <>
      <button
        ref={closeRef}
        type="button"
        className="vitrine-lightbox__close"
        aria-label={t('lightbox.close')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="vitrine-lightbox__previous"
            aria-label={t('lightbox.previous')}
            onClick={onPrevious}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            ref={nextRef}
            type="button"
            className="vitrine-lightbox__next"
            aria-label={t('lightbox.next')}
            onClick={onNext}
          >
            <span aria-hidden="true">›</span>
          </button>
        </>
      ) : null}
    </>
  );
}
