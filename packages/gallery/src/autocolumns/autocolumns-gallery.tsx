'use client';
import type { CSSProperties } from 'react';
import { LAYOUT_DEFAULTS } from '../core/gallery-constants';
import { checkColumnWidth } from '../core/validation';
import { CollectionGallery } from '../shared/collection-gallery';
import type { GalleryProps } from '../shared/gallery-props';

export interface AutoColumnsGalleryProps extends GalleryProps {
  /** Column width in px, default 250; a string is parsed as an integer (spec 001 §5, §9). */
  readonly columnWidth?: number | string;
  /** Default 0 (spec 001 §9). */
  readonly gutter?: number;
}

/** The autocolumns layout (spec 001 §9): 250 px columns, each image at its own ratio (masonry). */
export function AutoColumnsGallery({
  columnWidth = LAYOUT_DEFAULTS.autocolumns.columnWidth,
  gutter = LAYOUT_DEFAULTS.autocolumns.gutter,
  ...props
}: AutoColumnsGalleryProps) {
  const width = checkColumnWidth(columnWidth, LAYOUT_DEFAULTS.autocolumns.columnWidth);
  if (!width.ok) console.warn(width.error);
  const style = {
    '--vitrine-gallery-column': `${width.value}px`,
    '--vitrine-gallery-gutter': `${gutter}px`,
  } as CSSProperties;
  return <CollectionGallery {...props} layout="autocolumns" crop="none" style={style} />;
}
