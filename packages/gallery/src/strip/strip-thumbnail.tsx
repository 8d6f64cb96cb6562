'use client';
import type { GallerySlide } from '../core/gallery-slide';
import { SlideMedia } from '../shared/slide-media';

/** The gallery translator, as a thumbnail uses it. */
export type StripThumbnailTranslator = (
  key: 'gallery.goTo',
  values: Record<string, string | number>,
) => string;

export interface StripThumbnailProps {
  readonly t: StripThumbnailTranslator;
  readonly slide: GallerySlide;
  readonly index: number;
  readonly current: boolean;
  /** Far from the view: a light box of the thumbnail's size, its media not mounted. */
  readonly far: boolean;
  readonly onSelect: (index: number) => void;
}

/** One thumbnail of the strip linked to a slideshow: a button that selects its slide. */
export function StripThumbnail({ t, slide, index, current, far, onSelect }: StripThumbnailProps) {
  return (
    <button
      type="button"
      className="vitrine-gallery__thumbnail"
      aria-label={t('gallery.goTo', { index: index + 1 })}
      aria-current={current || undefined}
      data-type={slide.type}
      data-far={far ? true : undefined}
      data-index={far ? index : undefined}
      onClick={() => onSelect(index)}
    >
      <SlideMedia slide={{ ...slide, alt: '' }} far={far} />
    </button>
  );
}
