'use client';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { measurePathLength, measureTextLength } from './marquee.dom';
import { marqueeCopyCount } from './marquee-motion';

/** One copy's length along the wave, and how many copies fill it. */
export interface MarqueeCopies {
  readonly length: number;
  readonly count: number;
}

/**
 * Provides the copies of the text laid along the wave: one copy (with its separator) and the
 * wave are measured, then enough copies fill it, again whenever the wave or the text change.
 */
export function useMarqueeCopies(
  measure: RefObject<SVGTextElement | null>,
  path: RefObject<SVGPathElement | null>,
  active: boolean,
  wave: unknown,
  text: string,
): MarqueeCopies {
  const [copies, setCopies] = useState<MarqueeCopies>({ length: 0, count: 1 });
  useLayoutEffect(() => {
    if (!active || !wave || !text) return;
    const length = measureTextLength(measure.current);
    const count = marqueeCopyCount(measurePathLength(path.current), length);
    setCopies((current) =>
      current.length === length && current.count === count ? current : { length, count },
    );
  }, [measure, path, active, wave, text]);
  return copies;
}
