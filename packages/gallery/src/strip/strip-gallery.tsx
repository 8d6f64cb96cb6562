'use client';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { LAYOUT_DEFAULTS, VIDEO_THUMBNAIL_RATIO } from '../core/gallery-constants';
import { stripOffset } from '../core/layout-geometry';
import { edgeStep, snapOffset } from '../core/swipe-edges';
import { checkSnapPoint, checkStripAlignment, checkSwipeBoundaries } from '../core/validation';
import { GalleryControls } from '../shared/gallery-controls';
import { GalleryLightbox } from '../shared/gallery-lightbox';
import type { SlideshowProps } from '../shared/gallery-props';
import { SlideFrame } from '../shared/slide-frame';
import { SlideMedia } from '../shared/slide-media';
import { useDebouncedResize } from '../shared/use-debounced-resize';
import { useNearSlides } from '../shared/use-near-slides';
import { useSlideshow } from '../shared/use-slideshow';
import { useVideoSuspendsAutoplay } from '../shared/use-video-suspends-autoplay';

/** Slides before and after the current one that render their media on the first render. */
const NEAR_BEFORE = 3;
const NEAR_AFTER = 8;

export interface StripGalleryProps extends SlideshowProps {
  /** Where the active slide sits: start, middle (default) or end (spec 001 §4, §5). */
  readonly alignment?: string;
  /** The strip's height in px (default 400; thumbnails 80). */
  readonly height?: number;
  /** `thumbnails`: small slides that select the slide of a linked gallery. */
  readonly variant?: 'slides' | 'thumbnails';
  readonly gutter?: number;
  /**
   * What a swipe past an edge does, one value or [start, end] (spec 001 §5):
   * `hard` (default) stops, `inertial` springs back, `none` wraps to the other end.
   */
  readonly swipeBoundaries?: unknown;
  /** Where the active slide's start snaps, a percentage of the width (`'25%'`), or `none` (default: alignment). */
  readonly snapPoint?: unknown;
}

/**
 * The strip layout (design `slider`, spec 001 §2, §4): slides side by side at one height, the
 * track sliding so the active slide sits at the start, middle or end (0.5 s, instant under
 * reduced motion). As `variant="thumbnails"` it is the thumbnail strip linked to a slideshow.
 */
export function StripGallery(props: StripGalleryProps) {
  const {
    slides,
    label,
    alignment: alignmentName,
    variant = 'slides',
    height = variant === 'thumbnails' ? 80 : 400,
    gutter = variant === 'thumbnails' ? 8 : 0,
    speed = LAYOUT_DEFAULTS.strip.speed,
    lightbox = false,
    lightboxTheme,
    historyHash,
    className,
  } = props;
  const t = useSimpleTranslator(gallery);
  const checked = checkStripAlignment(alignmentName);
  const boundaries = checkSwipeBoundaries(props.swipeBoundaries);
  const snap = checkSnapPoint(props.snapPoint ?? 'none');
  const [warned, setWarned] = useState(false);
  if (!warned) {
    for (const check of [checked, boundaries, snap]) {
      if (!check.ok) {
        console.warn(check.error);
        setWarned(true);
      }
    }
  }
  const [bounce, setBounce] = useState<'start' | 'end'>();
  const step = (direction: 'next' | 'previous') => {
    const index = slideshow.snapshot.currentIndex;
    const to = edgeStep(
      index,
      index + (direction === 'next' ? 1 : -1),
      slides.length - 1,
      props.loop ? ['none', 'none'] : boundaries.value,
    );
    setBounce(to.bounce);
    slideshow.state.goTo(to.index);
  };
  const slideshow = useSlideshow(props, step);
  const { state, snapshot, reducedMotion, rootProps, lightboxIndex, setLightboxIndex } = slideshow;
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const { currentIndex } = snapshot;
  // The slides around the current one render their media; the others are light boxes (their
  // size reserved) until they come within one view's width.
  const near = useNearSlides(track, slides.length, {
    initiallyNear: (index) =>
      index >= currentIndex - NEAR_BEFORE && index <= currentIndex + NEAR_AFTER,
    viewport,
    margin: '0px 100%',
  });

  // Where the track sits; the slides' boxes are reserved from their dimensions, so the first
  // measure is already right (the track never jumps once the images arrive).
  const measure = () => {
    const slide = track.current?.children[currentIndex] as HTMLElement | undefined;
    const width = viewport.current?.clientWidth ?? 0;
    if (slide) {
      setOffset(
        snap.value === 'none'
          ? stripOffset(slide.offsetLeft, slide.offsetWidth, width, checked.value)
          : snapOffset(slide.offsetLeft, width, snap.value),
      );
    }
  };
  useLayoutEffect(measure, [currentIndex, checked.value, snap.value]);
  useDebouncedResize(measure, viewport, track);
  // A video playing suspends autoplay (spec 001 §4).
  useVideoSuspendsAutoplay(state, track, slides, [currentIndex]);

  const thumbnails = variant === 'thumbnails';
  const style = {
    '--vitrine-gallery-height': `${height}px`,
    '--vitrine-gallery-gutter': `${gutter}px`,
    '--vitrine-gallery-speed': `${reducedMotion ? 0 : speed}ms`,
    '--vitrine-gallery-video-ratio': VIDEO_THUMBNAIL_RATIO,
  } as CSSProperties;
  return (
    <>
      <section
        aria-label={label ?? t(thumbnails ? 'gallery.thumbnails' : 'gallery.label')}
        className={className ? `vitrine-gallery ${className}` : 'vitrine-gallery'}
        data-layout="strip"
        data-variant={variant}
        data-alignment={checked.value}
        data-bounce={bounce}
        data-reduced-motion={reducedMotion || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys step the strip from here
        tabIndex={0}
        style={style}
        {...rootProps}
      >
        <div
          ref={viewport}
          className="vitrine-gallery__viewport"
          aria-live={snapshot.autoplay === 'running' ? 'off' : 'polite'}
        >
          <div
            ref={track}
            className="vitrine-gallery__track"
            style={{ transform: `translateX(${offset}px)` }}
            onAnimationEnd={() => setBounce(undefined)}
          >
            {slides.map((slide, index) =>
              thumbnails ? (
                <button
                  key={slide.id}
                  type="button"
                  className="vitrine-gallery__thumbnail"
                  aria-label={t('gallery.goTo', { index: index + 1 })}
                  aria-current={index === currentIndex || undefined}
                  data-type={slide.type}
                  data-far={near(index) ? undefined : true}
                  data-index={near(index) ? undefined : index}
                  onClick={() => state.goTo(index)}
                >
                  <SlideMedia slide={{ ...slide, alt: '' }} far={!near(index)} />
                </button>
              ) : (
                <SlideFrame
                  t={t}
                  key={slide.id}
                  slide={slide}
                  index={index}
                  total={slides.length}
                  current={index === currentIndex ? true : undefined}
                  far={!near(index)}
                  onOpen={lightbox ? setLightboxIndex : undefined}
                >
                  <SlideMedia
                    slide={slide}
                    active={index === currentIndex}
                    crop="none"
                    far={!near(index)}
                  />
                </SlideFrame>
              ),
            )}
          </div>
        </div>
        {!thumbnails && slides.length > 1 ? (
          <GalleryControls state={state} snapshot={snapshot} />
        ) : null}
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
