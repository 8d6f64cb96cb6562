'use client';
import { useEffect } from 'react';

/** Provides the marquee's warnings: settings out of range and text that is no string, once each. */
export function useMarqueeWarnings(warnings: readonly string[], rawText: unknown): void {
  const warningList = warnings.join('; ');
  useEffect(() => {
    if (warningList) console.warn(`[vitrine/marquee] ${warningList}.`);
  }, [warningList]);
  useEffect(() => {
    if (typeof rawText !== 'string') console.warn('[vitrine/marquee] text must be a string.');
  }, [rawText]);
}
