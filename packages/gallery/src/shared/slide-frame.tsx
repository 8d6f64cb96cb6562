'use client';
import type { CSSProperties, ReactNode } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import { preloadLightbox } from './gallery-lightbox';

/** The gallery translator (from `useSimpleTranslator(gallery)` in the layout: one per gallery, not per slide). */
export type SlideFrameTranslator = (
  key: 'gallery.slide' | 'gallery.slideRole' | 'gallery.lightbox.open',
  values?: Record<string, string | number>,
) => string;

export interface SlideFrameProps {
  readonly t: SlideFrameTranslator;
  readonly slide: GallerySlide;
  readonly index: number;
  readonly total: number;
  readonly children: ReactNode;
  /** Opens the lightbox on this slide (the `lightbox` setting). */
  readonly onOpen?: (index: number) => void;
  readonly className?: string;
  readonly style?: CSSProperties;
  readonly current?: boolean;
  /** Far from the view: its media is a light box until it comes near (`useNearSlides`). */
  readonly far?: boolean;
}

/**
 * One slide: a group labelled 'n sur total' with the role description 'diapositive'; a button
 * that opens the lightbox when it is on, else a link to the click-through URL when there is one.
 */
export function SlideFrame({
  t,
  slide,
  index,
  total,
  children,
  onOpen,
  className,
  style,
  current,
  far,
}: SlideFrameProps) {
  let body = children;
  if (far && current === false) {
    // A far slide outside the shown group is inert: it needs no control until it comes near.
  } else if (onOpen) {
    body = (
      <button
        type="button"
        className="vitrine-gallery__open"
        // Named by its content (the image's alt and any visible caption), so the visible text is
        // part of the name (WCAG 2.5.3); a slide without alt text is named 'open the lightbox'.
        aria-label={slide.alt ? undefined : t('gallery.lightbox.open')}
        onClick={() => onOpen(index)}
        // The lightbox's code is fetched on the first intent, so the click opens it at once.
        onPointerEnter={preloadLightbox}
        onFocus={preloadLightbox}
      >
        {children}
      </button>
    );
  } else if (slide.clickThroughUrl) {
    body = (
      <a className="vitrine-gallery__link" href={slide.clickThroughUrl}>
        {children}
      </a>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a slide is a labelled group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription={t('gallery.slideRole')}
      aria-label={t('gallery.slide', { index: index + 1, total })}
      className={className ? `vitrine-gallery__slide ${className}` : 'vitrine-gallery__slide'}
      data-slide-id={slide.id}
      data-type={slide.type}
      data-current={current}
      data-far={far || undefined}
      data-index={far ? index : undefined}
      inert={current === false}
      style={style}
    >
      {body}
    </div>
  );
}
