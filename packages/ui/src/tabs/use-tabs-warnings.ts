'use client';
import { useEffect } from 'react';

/**
 * Provides the tabs' warnings on bad block data, once each: tabs left out (no key, a repeated
 * key) and a selected key no tab has (the first tab is selected instead).
 */
export function useTabsWarnings(
  problems: readonly string[],
  unknownKey: string | undefined,
  tabCount: number,
): void {
  const problemList = problems.join('; ');
  useEffect(() => {
    if (problemList) console.warn(`[vitrine/tabs] Some tabs were left out: ${problemList}.`);
  }, [problemList]);
  useEffect(() => {
    if (unknownKey !== undefined && tabCount > 0) {
      console.warn(`[vitrine/tabs] No tab has the key "${unknownKey}"; the first tab is selected.`);
    }
  }, [unknownKey, tabCount]);
}
