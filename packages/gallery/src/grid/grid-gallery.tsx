'use client';
import type { CSSProperties } from 'react';
import { LAYOUT_DEFAULTS } from '../core/gallery-constants';
import { CollectionGallery } from '../shared/collection-gallery';
import type { GalleryProps } from '../shared/gallery-props';

export interface GridGalleryProps extends GalleryProps {
  /** Default 4 (spec 001 §9). */
  readonly slidesPerRow?: number;
  /** Space between slides in px, default 20 (spec 001 §9). */
  readonly padding?: number;
  /** Width / height of each cell (default 1). */
  readonly aspectRatio?: number | null;
}

/** The grid layout (spec 001 §9): 4 per row, padding 20, cells cropped around the focal point, lightbox on. */
export function GridGallery({
  slidesPerRow = LAYOUT_DEFAULTS.grid.slidesPerRow,
  padding = LAYOUT_DEFAULTS.grid.padding,
  aspectRatio,
  lightbox = LAYOUT_DEFAULTS.grid.lightbox,
  ...props
}: GridGalleryProps) {
  const style = {
    '--vitrine-gallery-per-row': Math.max(1, Math.trunc(slidesPerRow)),
    '--vitrine-gallery-gutter': `${padding}px`,
    '--vitrine-gallery-ratio': aspectRatio ?? 1,
  } as CSSProperties;
  return (
    <CollectionGallery
      {...props}
      lightbox={lightbox}
      layout="grid"
      crop={props.crop ?? 'cover'}
      style={style}
    />
  );
}
