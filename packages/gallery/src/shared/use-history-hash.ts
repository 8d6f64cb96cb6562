'use client';
import { useEffect, useRef } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import type { GalleryState } from '../core/gallery-state';
import { useHistoryHelpers } from './on-demand';

/**
 * Spec 001 §2 history tracking: on load, an address naming a slide (`itemId` in the hash, or
 * the last path segment) selects it, and the address is left as it is. Then each change of
 * slide replaces the address with the collection's URL (the page's path without an item
 * segment, its query kept) plus the slide's url or id, the slide under `itemId` in the hash.
 * Selecting a slide adds no history entry (only the lightbox does) and marks the entry as the
 * gallery's, so that a reload selects the slide without opening the lightbox on it.
 * The address helpers load on demand once enabled; a step made before they arrive is written
 * when they do. Offline, the gallery works without history tracking.
 */
export function useHistoryHash(
  state: GalleryState,
  slides: readonly GallerySlide[],
  enabled: boolean,
  currentIndex: number,
  collectionUrl?: string,
): void {
  const latest = useRef({ slides, collectionUrl });
  latest.current = { slides, collectionUrl };
  // The slide the address already names (or the page showed first): nothing to write for it.
  const written = useRef<number | null>(null);
  const shownFirst = useRef(currentIndex);
  const helpers = useHistoryHelpers(enabled);

  useEffect(() => {
    if (!helpers) return;
    const index = helpers.itemFromUrl(window.location, latest.current.slides);
    if (index !== -1) state.goTo(index);
    written.current = index === -1 ? shownFirst.current : index;
  }, [helpers, state]);

  // The state's index, not the render's: the effect above may just have moved it. Written after
  // the step's frame is painted (an animation frame, then a task): the address is not what the
  // visitor sees change, and writing it in the click's task made the step paint later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: currentIndex is the trigger
  useEffect(() => {
    if (!enabled || !helpers || written.current === null) return;
    const { collectionUrlOf, historyEntryKind, itemUrlOf, markHistoryState } = helpers;
    const write = () => {
      const index = state.getSnapshot().currentIndex;
      const slide = latest.current.slides[index];
      const { location, history } = window;
      // While the lightbox is open its entry names its own item: the gallery leaves it alone.
      if (index === written.current || !slide || historyEntryKind(history.state) === 'lightbox') {
        return;
      }
      written.current = index;
      const collection =
        latest.current.collectionUrl ?? collectionUrlOf(location, latest.current.slides);
      history.replaceState(
        markHistoryState(history.state, 'gallery'),
        '',
        itemUrlOf(collection, slide),
      );
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(write);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [enabled, helpers, state, currentIndex]);
}
