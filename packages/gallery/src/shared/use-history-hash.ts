'use client';
import { historyUrlForItem, indexOfItemId, readItemId } from '@vitrine/lightbox/core';
import { useEffect, useRef } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import type { GalleryState } from '../core/gallery-state';

/**
 * Spec 001 §2 history tracking: on load, an address naming a slide (itemId in the hash, or the
 * last path segment) selects it; then every change shows the collection URL plus the slide's
 * url or id, with the slide under `itemId` (`history.replaceState`).
 */
export function useHistoryHash(
  state: GalleryState,
  slides: readonly GallerySlide[],
  enabled: boolean,
  currentIndex: number,
  collectionUrl?: string,
): void {
  const base = useRef<string | null>(null);
  const latest = useRef(slides);
  latest.current = slides;
  useEffect(() => {
    if (!enabled) return;
    const { hash, pathname, href } = window.location;
    const index = indexOfItemId(latest.current, readItemId(hash, pathname));
    // On an item's own address, the collection is the address without its last segment.
    base.current =
      collectionUrl ?? (index !== -1 && !hash ? href.replace(/\/[^/]*\/?$/, '') : href);
    if (index !== -1) state.goTo(index);
  }, [enabled, state, collectionUrl]);
  useEffect(() => {
    const slide = latest.current[currentIndex];
    if (!enabled || !slide || base.current === null) return;
    window.history.replaceState(window.history.state, '', historyUrlForItem(base.current, slide));
  }, [enabled, currentIndex]);
}
