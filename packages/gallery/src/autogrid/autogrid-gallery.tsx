'use client';
import type { CSSProperties } from 'react';
import { LAYOUT_DEFAULTS } from '../core/gallery-constants';
import { checkColumnWidth } from '../core/validation';
import { CollectionGallery } from '../shared/collection-gallery';
import type { GalleryProps } from '../shared/gallery-props';

export interface AutoGridGalleryProps extends GalleryProps {
  /** Minimum column width in px, default 250; a string is parsed as an integer (spec 001 §5, §9). */
  readonly columnWidth?: number | string;
  /** Default 0 (spec 001 §9). */
  readonly gutter?: number;
  readonly aspectRatio?: number | null;
}

/** The autogrid layout (spec 001 §9): as many 250 px columns as fit, cells of one ratio. */
export function AutoGridGallery({
  columnWidth = LAYOUT_DEFAULTS.autogrid.columnWidth,
  gutter = LAYOUT_DEFAULTS.autogrid.gutter,
  aspectRatio,
  ...props
}: AutoGridGalleryProps) {
  const width = checkColumnWidth(columnWidth, LAYOUT_DEFAULTS.autogrid.columnWidth);
  if (!width.ok) console.warn(width.error);
  const style = {
    '--vitrine-gallery-column': `${width.value}px`,
    '--vitrine-gallery-gutter': `${gutter}px`,
    '--vitrine-gallery-ratio': aspectRatio ?? 1,
  } as CSSProperties;
  return (
    <CollectionGallery {...props} layout="autogrid" crop={props.crop ?? 'cover'} style={style} />
  );
}
