'use client';
import { type FocusEvent, type RefObject, type UIEvent, useRef } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import type { GalleryState } from '../core/gallery-state';
import { slideIdOf } from '../shared/gallery.dom';

/**
 * In a strip of slides (not thumbnails), a slide reached with Tab is shown as a step of the
 * strip: it becomes the current slide, placed where the strip places it (its alignment). The
 * browser would otherwise scroll the strip's clipped viewport under the track's own offset,
 * showing a part of the strip its controls do not know about, or a focused slide barely in view.
 * Returns the gallery's focus handler and the viewport's scroll handler; a slide the state
 * refuses to go to (while it animates) is left to the browser's own scrolling, so that it is
 * still shown.
 */
export function useFocusedSlideShown(
  state: GalleryState,
  slides: readonly GallerySlide[],
  viewport: RefObject<HTMLElement | null>,
) {
  const placed = useRef(false);
  return {
    onFocus(event: FocusEvent<HTMLElement>) {
      const id = slideIdOf(event.target as Element);
      const index = slides.findIndex((slide) => slide.id === id);
      if (index < 0) return;
      placed.current = index === state.getSnapshot().currentIndex || state.goTo(index);
      if (placed.current && viewport.current) viewport.current.scrollLeft = 0;
    },
    onScroll(event: UIEvent<HTMLElement>) {
      if (placed.current) event.currentTarget.scrollLeft = 0;
    },
  };
}
