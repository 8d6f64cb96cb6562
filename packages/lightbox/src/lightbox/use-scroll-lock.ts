'use client';
import { useEffect } from 'react';
import { lockPageScroll } from './lightbox.dom';

/** Provides the page's scroll lock while `locked` (no overscroll either: an edge swipe is no Back). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => (locked ? lockPageScroll() : undefined), [locked]);
}
