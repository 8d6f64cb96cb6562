'use client';
import type { CSSProperties } from 'react';
import { LAYOUT_DEFAULTS } from '../core/gallery-constants';
import type { GallerySlide } from '../core/gallery-slide';
import { CollectionGallery } from '../shared/collection-gallery';
import type { GalleryProps } from '../shared/gallery-props';

export interface AutoRowsGalleryProps extends GalleryProps {
  /** Row height in px, default 250 (spec 001 §9). */
  readonly rowHeight?: number;
  /** Default 20 (spec 001 §9). */
  readonly gutter?: number;
}

const ratioOf = (slide: GallerySlide) =>
  slide.dimensions ? slide.dimensions.width / slide.dimensions.height : 1;

/** The autorows layout (spec 001 §9): justified rows 250 px high, gutter 20, lightbox on. */
export function AutoRowsGallery({
  rowHeight = LAYOUT_DEFAULTS.autorows.rowHeight,
  gutter = LAYOUT_DEFAULTS.autorows.gutter,
  lightbox = LAYOUT_DEFAULTS.autorows.lightbox,
  ...props
}: AutoRowsGalleryProps) {
  const style = {
    '--vitrine-gallery-row': `${rowHeight}px`,
    '--vitrine-gallery-gutter': `${gutter}px`,
  } as CSSProperties;
  return (
    <CollectionGallery
      {...props}
      lightbox={lightbox}
      layout="autorows"
      crop="cover"
      style={style}
      slideStyle={(slide) => {
        const ratio = ratioOf(slide);
        return { flex: `${ratio} 1 ${Math.round(rowHeight * ratio)}px` };
      }}
    />
  );
}
