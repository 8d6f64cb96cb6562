'use client';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, type KeyboardEvent, useRef, useState } from 'react';
import { CAROUSEL_SPEED_MS, LAYOUT_DEFAULTS } from '../core/gallery-constants';
import { carouselGroups, carouselSlidesPerRow } from '../core/layout-geometry';
import { checkSwipeBoundaries } from '../core/validation';
import { GalleryControls } from '../shared/gallery-controls';
import type { SlideshowProps } from '../shared/gallery-props';
import { useEdgeSlideshow } from '../shared/use-edge-slideshow';
import { useNearSlides } from '../shared/use-near-slides';
import { useVideoSuspendsAutoplay } from '../shared/use-video-suspends-autoplay';
import { CarouselTrack } from './carousel-track';
import { useElementWidth } from './use-element-width';

export interface CarouselGalleryProps extends SlideshowProps {
  /** Slides per row from 724 px on (default 3; 2 under 480 px, 3 under 724 px, spec 001 §9). */
  readonly slidesPerRow?: number;
  /** Space between slides in px (default 1). */
  readonly gutter?: number;
  /** Width / height of each slide (default 1). */
  readonly aspectRatio?: number | null;
  /** What a step past an edge does, one value or [start, end] (spec 001 §5): hard (default), inertial, none. */
  readonly swipeBoundaries?: unknown;
}

/** The carousel's layout as custom properties of its stylesheet (spec 001 §9). */
const carouselStyle = (perRow: number, gutter: number, ratio: number, speed: number) =>
  ({
    '--vitrine-gallery-per-row': perRow,
    '--vitrine-gallery-gutter': `${gutter}px`,
    '--vitrine-gallery-ratio': ratio,
    '--vitrine-gallery-speed': `${speed}ms`,
  }) as CSSProperties;

/** The arrow keys step the carousel by group, as its controls do. */
function stepOnArrowKey(event: KeyboardEvent, step: (direction: 'next' | 'previous') => void) {
  if (event.defaultPrevented) return;
  if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? 'previous' : 'next');
  }
}

/**
 * The carousel layout (spec 001 §4, §9): slides grouped by row, the current group sliding into
 * view; previous and next step by group, hidden when everything fits and disabled at the ends.
 */
export function CarouselGallery(props: CarouselGalleryProps) {
  const {
    slides,
    label,
    slidesPerRow = LAYOUT_DEFAULTS.carousel.slidesPerRow,
    gutter = LAYOUT_DEFAULTS.carousel.gutter,
    aspectRatio,
    speed = CAROUSEL_SPEED_MS,
    lightbox = false,
    className,
  } = props;
  const t = useSimpleTranslator(gallery);
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const width = useElementWidth(root);
  const perRow = carouselSlidesPerRow(width, slidesPerRow);
  const boundaries = checkSwipeBoundaries(props.swipeBoundaries);
  // Warns once, on mount.
  useState(() => boundaries.ok || console.warn(boundaries.error));
  // Steps by group; past an edge the swipe boundaries apply (spec 001 §5).
  const slideshow = useEdgeSlideshow(
    props,
    (index) => ({ from: carouselGroups(slides.length, perRow, index).firstIndex, by: perRow }),
    boundaries.value,
  );
  const { state, snapshot, reducedMotion, rootProps, setLightboxIndex } = slideshow;
  const { step, bounce, endBounce } = slideshow;
  const groups = carouselGroups(slides.length, perRow, snapshot.currentIndex);
  const groupOf = (index: number) => Math.floor(index / perRow);
  // The shown group and its neighbours render their media; the others are light boxes until
  // they come within one view's width (mounting follows what is on screen, not the count).
  const near = useNearSlides(root, slides.length, {
    initiallyNear: (index) => Math.abs(groupOf(index) - groups.group) <= 1,
    viewport,
    margin: '0px 100%',
  });

  // A video playing in the shown group suspends autoplay (spec 001 §4).
  const shown = slides.map((_, index) => index).filter((index) => groupOf(index) === groups.group);
  useVideoSuspendsAutoplay(state, root, slides, shown);

  const style = carouselStyle(perRow, gutter, aspectRatio ?? 1, reducedMotion ? 0 : speed);
  return (
    <>
      <section
        className={className ? `vitrine-gallery ${className}` : 'vitrine-gallery'}
        data-layout="carousel"
        ref={root}
        aria-label={label ?? t('gallery.label')}
        data-reduced-motion={reducedMotion || undefined}
        data-bounce={bounce}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys step the carousel from here
        tabIndex={0}
        style={style}
        {...rootProps}
        onKeyDown={(event) => stepOnArrowKey(event, step)}
      >
        <div
          ref={viewport}
          className="vitrine-gallery__viewport"
          aria-live={snapshot.autoplay === 'running' ? 'off' : 'polite'}
        >
          <CarouselTrack
            t={t}
            slides={slides}
            group={groups.group}
            perRow={perRow}
            gutter={gutter}
            crop={props.crop}
            near={near}
            onOpen={lightbox ? setLightboxIndex : undefined}
            onBounceEnd={endBounce}
          />
        </div>
        {groups.controlsHidden ? null : (
          <GalleryControls
            state={state}
            snapshot={snapshot}
            previousDisabled={groups.previousDisabled}
            nextDisabled={groups.nextDisabled}
            onPrevious={() => step('previous')}
            onNext={() => step('next')}
          />
        )}
      </section>
      {slideshow.lightbox}
    </>
  );
}
