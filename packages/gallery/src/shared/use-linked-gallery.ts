'use client';
import { useEffect } from 'react';
import { type GalleryState, linkGalleries } from '../core/gallery-state';

/**
 * Keeps two galleries' indexes in sync while both are mounted (thumbnail strips, spec 001 §4).
 * The gallery it is linked to leads: on linking, this one shows that one's slide (a thumbnail
 * strip linked once its slideshow is ready marks the slide the slideshow opened on, which an
 * address may have chosen), then each follows the other's changes.
 */
export function useLinkedGallery(state: GalleryState, other: GalleryState | undefined): void {
  useEffect(() => {
    if (!other) return;
    state.follow(other.getSnapshot().currentIndex);
    return linkGalleries(state, other);
  }, [state, other]);
}
