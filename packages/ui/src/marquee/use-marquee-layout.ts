'use client';
import { type RefObject, startTransition, useEffect, useState } from 'react';
import { observeOnScreen, observeWidth, readFontSizes } from './marquee.dom';
import { dynamicFontSize } from './marquee-geometry';

/** The marquee's measured width and font size (spec 001 §9: the font size follows the width). */
export interface MarqueeLayout {
  readonly width: number;
  readonly fontSize: number;
}

/**
 * Provides the marquee's layout, measured after the first paint (the server's static text shows
 * until then, so hydrating the block and laying out the wave are separate tasks, not one long
 * one) and again when its width changes; undefined until measured.
 */
export function useMarqueeLayout(root: RefObject<HTMLElement | null>): MarqueeLayout | undefined {
  const [layout, setLayout] = useState<MarqueeLayout>();
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    return observeWidth(element, (width) => {
      const { fontSize, rootFontSize } = readFontSizes(element);
      const next = { width, fontSize: dynamicFontSize(fontSize, rootFontSize) };
      // Laying the wave out is not urgent: React renders it in slices.
      startTransition(() => setLayout(next));
    });
  }, [root]);
  return layout;
}

/** Provides whether the element is on screen (the marquee stops off-screen, spec 001 §4). */
export function useOnScreen(root: RefObject<HTMLElement | null>): boolean {
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const element = root.current;
    return element ? observeOnScreen(element, setOnScreen) : undefined;
  }, [root]);
  return onScreen;
}
