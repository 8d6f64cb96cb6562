'use client';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, useDeferredValue, useRef } from 'react';
import { AUTOPLAY_TIMEOUT_MS, LAYOUT_DEFAULTS } from '../core/gallery-constants';
import type { GalleryTransition } from '../core/gallery-transition';
import { requireTransition } from '../core/validation';
import { isPlainSlideClick } from '../shared/gallery.dom';
import type { SlideshowProps } from '../shared/gallery-props';
import { SlideCaption } from '../shared/slide-caption';
import { SlideFrame } from '../shared/slide-frame';
import { SlideMedia } from '../shared/slide-media';
import { useSlideshow } from '../shared/use-slideshow';
import { useVideoSuspendsAutoplay } from '../shared/use-video-suspends-autoplay';
import { fadeTransition } from '../transitions/fade';
import { useKenBurns } from './use-ken-burns';
import { useStackedTransition } from './use-stacked-transition';

export interface StackedGalleryProps extends SlideshowProps {
  /**
   * The transition's definition, imported from its entry (`@vitrine/gallery/transitions/swipe`):
   * fade by default. Anything else throws 'Could not find transition named ...' (spec 001 §8).
   */
  readonly transition?: GalleryTransition;
  /** Width / height of the slideshow (default 16:9). */
  readonly aspectRatio?: number | null;
  /** Slides on each side of the current one whose media is loaded (default 1, spec 001 §9). */
  readonly preload?: number;
  /** Shows the previous, next and autoplay buttons (default true). */
  readonly controls?: boolean;
}

const distance = (a: number, b: number, count: number) => {
  const d = Math.abs(a - b);
  return Math.min(d, count - d);
};

/**
 * The slideshow layout (design `slideshow`, spec 001 §2, §4): one slide at a time with a
 * transition through the Web Animations API, instant under reduced motion; a click goes to
 * the next slide (or opens the lightbox when it is on); arrow keys, swipe, autoplay.
 */
export function StackedGallery(props: StackedGalleryProps) {
  const {
    slides,
    label,
    transition: transitionProp = fadeTransition,
    aspectRatio,
    preload = LAYOUT_DEFAULTS.stacked.preload,
    speed = LAYOUT_DEFAULTS.stacked.speed,
    controls = true,
    lightbox = false,
    className,
    crop,
  } = props;
  const transition = requireTransition(transitionProp);
  const t = useSimpleTranslator(gallery);
  const slideshow = useSlideshow(props);
  const { state, snapshot, reducedMotion, rootProps, setLightboxIndex } = slideshow;
  const viewport = useRef<HTMLDivElement>(null);
  const { currentIndex } = snapshot;
  // The slides preloaded around the current one follow it in a render of their own, after the
  // step is painted: mounting their media in the click made the step paint later.
  const preloadedAround = useDeferredValue(currentIndex);
  const duration = reducedMotion ? 0 : speed;
  const leaving = useStackedTransition(state, viewport, transition, snapshot, duration);

  const shownFor = (props.autoplayOptions?.timeout ?? AUTOPLAY_TIMEOUT_MS) + speed;
  useKenBurns(viewport, transition.keyframes, currentIndex, shownFor, reducedMotion);
  // A video playing suspends autoplay (spec 001 §4).
  useVideoSuspendsAutoplay(state, viewport, slides, [currentIndex]);

  const style = { '--vitrine-gallery-ratio': aspectRatio ?? 16 / 9 } as CSSProperties;
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the arrow keys on the region are the keyboard way to step */}
      <section
        className={className ? `vitrine-gallery ${className}` : 'vitrine-gallery'}
        data-layout="stacked"
        aria-label={label ?? t('gallery.label')}
        data-transition={transition.name}
        data-reduced-motion={reducedMotion || undefined}
        data-autoplay={snapshot.autoplay}
        data-animating={snapshot.animating || undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: arrow keys step the slideshow from here
        tabIndex={0}
        style={style}
        {...rootProps}
        onClick={(event) => {
          if (!lightbox && isPlainSlideClick(event.target as Element)) state.next();
        }}
      >
        <div
          ref={viewport}
          className="vitrine-gallery__viewport"
          aria-live={snapshot.autoplay === 'running' ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => {
            const current = index === currentIndex;
            const near =
              current ||
              index === leaving ||
              distance(index, preloadedAround, slides.length) <= preload;
            return (
              <SlideFrame
                t={t}
                key={slide.id}
                slide={slide}
                index={index}
                total={slides.length}
                current={current}
                className={index === leaving ? 'vitrine-gallery__slide--leaving' : undefined}
                onOpen={lightbox ? setLightboxIndex : undefined}
              >
                {near ? <SlideMedia slide={slide} active={current} crop={crop} load /> : null}
                {current ? <SlideCaption slide={slide} /> : null}
              </SlideFrame>
            );
          })}
        </div>
        {controls && slides.length > 1 ? slideshow.controls : null}
      </section>
      {slideshow.lightbox}
    </>
  );
}
