'use client';
import { type PointerEvent, useState } from 'react';
import { createSwipeTracker } from '../core/swipe';

export interface SwipeHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onPointerMove(event: PointerEvent<HTMLElement>): void;
  onPointerUp(event: PointerEvent<HTMLElement>): void;
  onPointerCancel(): void;
}

/**
 * Provides pointer handlers that step on a horizontal swipe (spec 001 §9: 50 px within
 * 250 ms, axis fixed after 10 px). Vertical gestures are left to the page (`touch-action: pan-y`).
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void): SwipeHandlers {
  const [tracker] = useState(() => createSwipeTracker());
  return {
    onPointerDown(event) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      tracker.start(event.clientX, event.clientY, event.timeStamp);
    },
    onPointerMove(event) {
      if (tracker.active()) tracker.move(event.clientX, event.clientY);
    },
    onPointerUp(event) {
      const result = tracker.end(event.clientX, event.clientY, event.timeStamp);
      if (result) onSwipe(result);
    },
    onPointerCancel() {
      tracker.end(Number.NaN, Number.NaN, Number.POSITIVE_INFINITY);
    },
  };
}
