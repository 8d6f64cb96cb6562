'use client';
import { gallery } from '@vitrine/i18n-fr/gallery';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, type ReactNode, useRef, useState } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import { GalleryLightbox } from './gallery-lightbox';
import type { GalleryProps } from './gallery-props';
import { SlideFrame } from './slide-frame';
import { SlideMedia } from './slide-media';
import { useNearSlides } from './use-near-slides';

/** Slides that render their media on the first render (a first screen's worth, on the server too). */
const FIRST_NEAR = 12;

export interface CollectionGalleryProps extends GalleryProps {
  readonly layout: string;
  readonly style: CSSProperties;
  readonly crop: 'cover' | 'contain' | 'none';
  /** Per-slide style (autorows sizes slides by their ratio). */
  readonly slideStyle?: (slide: GallerySlide) => CSSProperties | undefined;
  /** Per-slide content after the media (list shows the title and description). */
  readonly after?: (slide: GallerySlide) => ReactNode;
}

/** The layouts that show every slide at once (base, grid, autogrid, autocolumns, autorows, list). */
export function CollectionGallery(props: CollectionGalleryProps) {
  const {
    slides,
    label,
    layout,
    style,
    crop,
    slideStyle,
    after,
    lightbox = false,
    className,
  } = props;
  const t = useSimpleTranslator(gallery);
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const root = useRef<HTMLElement>(null);
  // The slides beyond the first screen are light boxes until they come within a screen's height.
  const near = useNearSlides(root, slides.length, {
    initiallyNear: (index) => index < FIRST_NEAR,
    viewport: null,
    margin: '100% 0px',
  });
  return (
    <>
      <section
        className={className ? `vitrine-gallery ${className}` : 'vitrine-gallery'}
        data-layout={layout}
        ref={root}
        aria-label={label ?? t('gallery.label')}
        style={style}
      >
        {slides.length === 0 ? (
          <p className="vitrine-gallery__empty">{t('gallery.empty')}</p>
        ) : null}
        {slides.map((slide, index) => (
          <SlideFrame
            t={t}
            key={slide.id}
            slide={slide}
            index={index}
            total={slides.length}
            style={slideStyle?.(slide)}
            far={!near(index)}
            onOpen={lightbox ? setLightboxIndex : undefined}
          >
            <SlideMedia slide={slide} crop={crop} far={!near(index)} />
            {after?.(slide)}
          </SlideFrame>
        ))}
      </section>
      {lightbox ? (
        <GalleryLightbox
          gallery={props}
          index={lightboxIndex}
          onClose={() => setLightboxIndex(null)}
        />
      ) : null}
    </>
  );
}
