'use client';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, useRef } from 'react';
import { LAYOUT_DEFAULTS, VIDEO_THUMBNAIL_RATIO } from '../core/gallery-constants';
import type { GallerySlide } from '../core/gallery-slide';
import type { SlideshowProps } from '../shared/gallery-props';
import { useEdgeSlideshow } from '../shared/use-edge-slideshow';
import { useNearSlides } from '../shared/use-near-slides';
import { useVideoSuspendsAutoplay } from '../shared/use-video-suspends-autoplay';
import { StripSlide } from './strip-slide';
import { StripThumbnail } from './strip-thumbnail';
import { useFocusedSlideShown } from './use-focused-slide-shown';
import { useStripOffset } from './use-strip-offset';
import { useStripSettings } from './use-strip-settings';

/**
 * The widest slide's width over its height (a video slide shows a 16:9 thumbnail), or undefined
 * when no slide says: the stylesheet lowers the strip on a screen narrower than that slide.
 */
function widestRatio(slides: readonly GallerySlide[]): number | undefined {
  const ratios = slides.flatMap((slide) => {
    if (slide.type === 'video') return [VIDEO_THUMBNAIL_RATIO];
    const { width = 0, height = 0 } = slide.dimensions ?? {};
    return width > 0 && height > 0 ? [width / height] : [];
  });
  return ratios.length > 0 ? Math.max(...ratios) : undefined;
}

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
    variant = 'slides',
    height = variant === 'thumbnails' ? 80 : 400,
    gutter = variant === 'thumbnails' ? 8 : 0,
    speed = LAYOUT_DEFAULTS.strip.speed,
    lightbox = false,
    className,
  } = props;
  const t = useSimpleTranslator(gallery);
  const { alignment, boundaries, snap } = useStripSettings(props);
  const slideshow = useEdgeSlideshow(
    props,
    (index) => ({ from: index, by: 1 }),
    props.loop ? ['none', 'none'] : boundaries,
  );
  const { state, snapshot, reducedMotion, rootProps, setLightboxIndex } = slideshow;
  const { bounce, endBounce } = slideshow;
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const { currentIndex } = snapshot;
  // The slides around the current one render their media; the others are light boxes (their
  // size reserved) until they come within one view's width.
  const near = useNearSlides(track, slides.length, {
    initiallyNear: (index) =>
      index >= currentIndex - NEAR_BEFORE && index <= currentIndex + NEAR_AFTER,
    viewport,
    margin: '0px 100%',
  });
  const offset = useStripOffset(viewport, track, currentIndex, alignment, snap);
  const focusShown = useFocusedSlideShown(state, slides, viewport);
  // A video playing suspends autoplay (spec 001 §4).
  useVideoSuspendsAutoplay(state, track, slides, [currentIndex]);

  const thumbnails = variant === 'thumbnails';
  const style = {
    '--vitrine-gallery-height': `${height}px`,
    '--vitrine-gallery-widest': widestRatio(slides),
    '--vitrine-gallery-gutter': `${gutter}px`,
    '--vitrine-gallery-speed': `${reducedMotion ? 0 : speed}ms`,
    '--vitrine-gallery-video-ratio': VIDEO_THUMBNAIL_RATIO,
  } as CSSProperties;
  return (
    <>
      <section
        className={className ? `vitrine-gallery ${className}` : 'vitrine-gallery'}
        data-layout="strip"
        aria-label={label ?? t(thumbnails ? 'gallery.thumbnails' : 'gallery.label')}
        data-variant={variant}
        data-alignment={alignment}
        data-bounce={bounce}
        data-reduced-motion={reducedMotion || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys step the strip from here
        tabIndex={0}
        style={style}
        {...rootProps}
        // Thumbnails select on a press only: focus moving the linked slideshow would be noise.
        onFocus={thumbnails ? undefined : focusShown.onFocus}
      >
        <div
          ref={viewport}
          className="vitrine-gallery__viewport"
          aria-live={snapshot.autoplay === 'running' ? 'off' : 'polite'}
          onScroll={thumbnails ? undefined : focusShown.onScroll}
        >
          <div
            ref={track}
            className="vitrine-gallery__track"
            style={{ transform: `translateX(${offset}px)` }}
            onAnimationEnd={endBounce}
          >
            {slides.map((slide, index) => {
              const item = { t, slide, index, current: index === currentIndex, far: !near(index) };
              return thumbnails ? (
                <StripThumbnail key={slide.id} {...item} onSelect={(to) => state.goTo(to)} />
              ) : (
                <StripSlide
                  key={slide.id}
                  {...item}
                  total={slides.length}
                  onOpen={lightbox ? setLightboxIndex : undefined}
                />
              );
            })}
          </div>
        </div>
        {!thumbnails && slides.length > 1 ? slideshow.controls : null}
      </section>
      {slideshow.lightbox}
    </>
  );
}
