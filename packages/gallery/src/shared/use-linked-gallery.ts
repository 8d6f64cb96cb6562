'use client';
import { useEffect } from 'react';
import { type GalleryState, linkGalleries } from '../core/gallery-state';

/** Keeps two galleries' indexes in sync while both are mounted (thumbnail strips, spec 001 §4). */
export function useLinkedGallery(state: GalleryState, other: GalleryState | undefined): void {
  useEffect(() => {
    if (!other) return;
    other.goTo(state.getSnapshot().currentIndex);
    return linkGalleries(state, other);
  }, [state, other]);
}
