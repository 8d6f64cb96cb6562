'use client';
import { type RefObject, useEffect } from 'react';
import { isVideoShowing } from '../core/autoplay-suspension';
import type { GallerySlide } from '../core/gallery-slide';
import type { GalleryState } from '../core/gallery-state';
import { playingSlideIds } from './gallery.dom';

/**
 * Provides the autoplay suspension of spec 001 §4 for every layout that autoplays: while a video
 * of a shown slide plays (its embed's `data-state="playing"`), autoplay is suspended, and it is
 * restored when the video stops or its slide leaves. `shown` are the indexes on screen.
 */
export function useVideoSuspendsAutoplay(
  state: GalleryState,
  container: RefObject<Element | null>,
  slides: readonly GallerySlide[],
  shown: readonly number[],
): void {
  const key = shown.join(',');
  useEffect(() => {
    const root = container.current;
    const onScreen = new Set(key ? key.split(',').map(Number) : []);
    if (!root || ![...onScreen].some((index) => slides[index]?.type === 'video')) {
      state.setVideoShowing(false);
      return;
    }
    const check = () => {
      const playing = playingSlideIds(root)
        .map((id) => slides.findIndex((slide) => slide.id === id))
        .filter((index) => index >= 0);
      state.setVideoShowing(isVideoShowing(slides, playing, (index) => onScreen.has(index)));
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { attributes: true, subtree: true, attributeFilter: ['data-state'] });
    check();
    return () => {
      observer.disconnect();
      state.setVideoShowing(false);
    };
  }, [state, container, slides, key]);
}
