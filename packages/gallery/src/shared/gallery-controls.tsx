'use client';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { useRef } from 'react';
import type { GallerySnapshot, GalleryState } from '../core/gallery-state';
import { useFocusKeptOnStep } from './use-focus-kept-on-step';

export interface GalleryControlsProps {
  readonly state: GalleryState;
  readonly snapshot: GallerySnapshot;
  /** Overrides for the carousel, which steps by group. */
  readonly previousDisabled?: boolean;
  readonly nextDisabled?: boolean;
  readonly onPrevious?: () => void;
  readonly onNext?: () => void;
}

/**
 * Previous and next buttons (disabled at the ends without loop, spec 001 §4) and the autoplay
 * play/pause button when autoplay is on. The mouse over them pauses autoplay. Focus stays on a
 * control after every step: from a control disabled at an end it moves to the other one, from
 * a slide that left the view to the current one.
 */
export function GalleryControls({
  state,
  snapshot,
  previousDisabled = !snapshot.canPrevious,
  nextDisabled = !snapshot.canNext,
  onPrevious = () => state.previous(),
  onNext = () => state.next(),
}: GalleryControlsProps) {
  const t = useSimpleTranslator(gallery);
  const playing = snapshot.autoplay !== 'stopped';
  const controls = useRef<HTMLDivElement>(null);
  useFocusKeptOnStep(controls, `${snapshot.currentIndex} ${previousDisabled} ${nextDisabled}`);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the mouse over the controls only pauses autoplay (spec 001 §4)
    <div
      ref={controls}
      className="vitrine-gallery__controls"
      onMouseEnter={() => state.setHover('controls', true)}
      onMouseLeave={() => state.setHover('controls', false)}
    >
      <button
        type="button"
        className="vitrine-gallery__previous"
        aria-label={t('gallery.previous')}
        disabled={previousDisabled}
        onClick={onPrevious}
      >
        <span aria-hidden="true">‹</span>
      </button>
      {snapshot.autoplay === 'off' ? null : (
        <button
          type="button"
          className="vitrine-gallery__autoplay"
          aria-label={t(playing ? 'gallery.autoplay.pause' : 'gallery.autoplay.play')}
          data-state={snapshot.autoplay}
          onClick={() => (playing ? state.stop() : state.play())}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      )}
      <button
        type="button"
        className="vitrine-gallery__next"
        aria-label={t('gallery.next')}
        disabled={nextDisabled}
        onClick={onNext}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
