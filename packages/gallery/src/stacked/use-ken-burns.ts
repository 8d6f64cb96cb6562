'use client';
import { type RefObject, useEffect } from 'react';
import type { GalleryTransition } from '../core/gallery-transition';
import { slideElement, slideImage } from '../shared/gallery.dom';

/**
 * Provides the ken-burns zoom (spec 001 §8): the current slide's image zooms slowly for as long
 * as the slide shows (`duration` ms), with the transition's keyframes; none under reduced motion.
 */
export function useKenBurns(
  viewport: RefObject<HTMLElement | null>,
  keyframes: GalleryTransition['keyframes'],
  currentIndex: number,
  duration: number,
  reducedMotion: boolean,
): void {
  useEffect(() => {
    const media = slideImage(slideElement(viewport.current, currentIndex));
    if (!keyframes || reducedMotion || !media) return;
    const animation = media.animate([...keyframes], {
      duration,
      fill: 'forwards',
      easing: 'linear',
    });
    return () => animation.cancel();
  }, [viewport, currentIndex, keyframes, reducedMotion, duration]);
}
