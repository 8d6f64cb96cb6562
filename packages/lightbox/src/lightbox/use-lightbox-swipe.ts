'use client';
import { type MouseEvent, type PointerEvent, useRef, useState } from 'react';
import { createSwipeTracker, type SwipeDirection } from '../core/swipe';

export interface LightboxSwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
  /** Swallows the click that ends a swipe, so it does not also step or close. */
  onClickCapture(event: MouseEvent<HTMLElement>): void;
}

/**
 * Provides the lightbox's swipe (spec 001 §9: 50 px within 250 ms, axis fixed after 10 px):
 * left and right step, down closes. One finger only: a pinch is the browser's.
 */
export function useLightboxSwipe(
  onSwipe: (direction: SwipeDirection) => void,
): LightboxSwipeHandlers {
  const [tracker] = useState(() => createSwipeTracker());
  const swiped = useRef(false);
  return {
    onPointerDown(event) {
      swiped.current = false;
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      tracker.start(event.clientX, event.clientY, event.timeStamp);
    },
    onPointerMove(event) {
      if (event.isPrimary && tracker.active()) tracker.move(event.clientX, event.clientY);
    },
    onPointerUp(event) {
      if (!event.isPrimary || !tracker.active()) return;
      const direction = tracker.finish(event.clientX, event.clientY, event.timeStamp);
      if (!direction) return;
      swiped.current = true;
      onSwipe(direction);
    },
    onPointerCancel() {
      tracker.finish(Number.NaN, Number.NaN, Number.POSITIVE_INFINITY);
    },
    onClickCapture(event) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
