'use client';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { advanceMarqueeOffset } from './marquee-motion';
import { MARQUEE_BASE_SPEED_PX_PER_S, type MarqueeSettings } from './marquee-settings';
import type { MarqueeCopies } from './use-marquee-copies';

/**
 * Provides the scrolling of the text along the wave: one animation frame after another while
 * `running`, at the settings' speed and direction (spec 001 §9), and the text kept where it was
 * when the copies or the wave change.
 */
export function useMarqueeScroll(
  textPath: RefObject<SVGTextPathElement | null>,
  animated: boolean,
  running: boolean,
  copies: MarqueeCopies,
  { animationSpeed, animationDirection: direction }: MarqueeSettings,
): void {
  const offset = useRef(0);
  const copyLength = copies.length;
  useLayoutEffect(() => {
    if (!animated) return;
    offset.current = advanceMarqueeOffset(offset.current, 0, {
      pxPerSecond: 0,
      copyLength: copies.length,
      direction,
    });
    textPath.current?.setAttribute('startOffset', String(offset.current));
  }, [textPath, animated, copies, direction]);

  useEffect(() => {
    const element = textPath.current;
    if (!running || !element || !(copyLength > 0)) return;
    const motion = {
      pxPerSecond: animationSpeed * MARQUEE_BASE_SPEED_PX_PER_S,
      copyLength,
      direction,
    };
    let last: number | undefined;
    let frame = requestAnimationFrame(function step(time) {
      if (last !== undefined) {
        offset.current = advanceMarqueeOffset(offset.current, time - last, motion);
        element.setAttribute('startOffset', String(offset.current));
      }
      last = time;
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [textPath, running, copyLength, animationSpeed, direction]);
}
