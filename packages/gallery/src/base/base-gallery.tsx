'use client';
import { CollectionGallery } from '../shared/collection-gallery';
import type { GalleryProps } from '../shared/gallery-props';

/** The base layout (design `stacked` and unknown designs, spec 001 §2): slides one under another. */
export function BaseGallery(props: GalleryProps) {
  return <CollectionGallery {...props} layout="base" crop="none" style={{}} />;
}
