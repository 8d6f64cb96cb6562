'use client';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { CAROUSEL_SPEED_MS, LAYOUT_DEFAULTS } from '../core/gallery-constants';
import { carouselGroups, carouselSlidesPerRow } from '../core/layout-geometry';
import { edgeStep } from '../core/swipe-edges';
import { checkSwipeBoundaries } from '../core/validation';
import { GalleryControls } from '../shared/gallery-controls';
import { GalleryLightbox } from '../shared/gallery-lightbox';
import type { SlideshowProps } from '../shared/gallery-props';
import { SlideFrame } from '../shared/slide-frame';
import { SlideMedia } from '../shared/slide-media';
import { useDebouncedResize } from '../shared/use-debounced-resize';
import { useNearSlides } from '../shared/use-near-slides';
import { useSlideshow } from '../shared/use-slideshow';
import { useVideoSuspendsAutoplay } from '../shared/use-video-suspends-autoplay';

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
    lightboxTheme,
    historyHash,
    className,
  } = props;
  const t = useSimpleTranslator(gallery);
  const root = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);
  const perRow = carouselSlidesPerRow(width, slidesPerRow);
  const boundaries = checkSwipeBoundaries(props.swipeBoundaries);
  // Warns once, on mount.
  useState(() => boundaries.ok || console.warn(boundaries.error));
  const [bounce, setBounce] = useState<'start' | 'end'>();
  // Steps by group; past an edge the swipe boundaries apply (spec 001 §5).
  const step = (direction: 'next' | 'previous') => {
    const { firstIndex } = carouselGroups(slides.length, perRow, slideshow.snapshot.currentIndex);
    const to = edgeStep(
      firstIndex,
      firstIndex + (direction === 'next' ? perRow : -perRow),
      slides.length - 1,
      boundaries.value,
    );
    setBounce(to.bounce);
    slideshow.state.goTo(to.index);
  };
  const slideshow = useSlideshow(props, step);
  const { state, snapshot, reducedMotion, rootProps, lightboxIndex, setLightboxIndex } = slideshow;
  const groups = carouselGroups(slides.length, perRow, snapshot.currentIndex);
  const groupOf = (index: number) => Math.floor(index / perRow);
  // The shown group and its neighbours render their media; the others are light boxes until
  // they come within one view's width (mounting follows what is on screen, not the count).
  const near = useNearSlides(root, slides.length, {
    initiallyNear: (index) => Math.abs(groupOf(index) - groups.group) <= 1,
    viewport,
    margin: '0px 100%',
  });

  const measure = () => {
    if (root.current) setWidth(root.current.clientWidth);
  };
  useLayoutEffect(measure, []);
  useDebouncedResize(measure, root);
  // A video playing in the shown group suspends autoplay (spec 001 §4).
  const shown = slides.map((_, index) => index).filter((index) => groupOf(index) === groups.group);
  useVideoSuspendsAutoplay(state, root, slides, shown);

  const style = {
    '--vitrine-gallery-per-row': perRow,
    '--vitrine-gallery-gutter': `${gutter}px`,
    '--vitrine-gallery-ratio': aspectRatio ?? 1,
    '--vitrine-gallery-speed': `${reducedMotion ? 0 : speed}ms`,
  } as CSSProperties;
  return (
    <>
      <section
        ref={root}
        aria-label={label ?? t('gallery.label')}
        className={className ? `vitrine-gallery ${className}` : 'vitrine-gallery'}
        data-layout="carousel"
        data-reduced-motion={reducedMotion || undefined}
        data-bounce={bounce}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys step the carousel from here
        tabIndex={0}
        style={style}
        {...rootProps}
        onKeyDown={(event) => {
          if (event.defaultPrevented) return;
          if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
            event.preventDefault();
            step(event.key === 'ArrowLeft' ? 'previous' : 'next');
          }
        }}
      >
        <div
          ref={viewport}
          className="vitrine-gallery__viewport"
          aria-live={snapshot.autoplay === 'running' ? 'off' : 'polite'}
        >
          <div
            className="vitrine-gallery__track"
            data-group={groups.group}
            style={{ transform: `translateX(calc(${-groups.group} * (100% + ${gutter}px)))` }}
            onAnimationEnd={() => setBounce(undefined)}
          >
            {slides.map((slide, index) => (
              <SlideFrame
                t={t}
                key={slide.id}
                slide={slide}
                index={index}
                total={slides.length}
                current={groupOf(index) === groups.group}
                far={!near(index)}
                onOpen={lightbox ? setLightboxIndex : undefined}
              >
                {/* Video slides of the shown group offer their player; the others their thumbnail. */}
                <SlideMedia
                  slide={slide}
                  crop={props.crop}
                  active={groupOf(index) === groups.group}
                  far={!near(index)}
                />
              </SlideFrame>
            ))}
          </div>
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
      {lightbox ? (
        <GalleryLightbox
          slides={slides}
          index={lightboxIndex}
          onClose={() => setLightboxIndex(null)}
          theme={lightboxTheme}
          historyHash={historyHash}
        />
      ) : null}
    </>
  );
}
