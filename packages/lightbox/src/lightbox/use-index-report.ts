'use client';
import { useEffect, useRef } from 'react';

/** Provides `onIndexChange`: told the index of the item shown on opening and after each step. */
export function useIndexReport(
  shown: boolean,
  index: number,
  onIndexChange: ((index: number) => void) | undefined,
): void {
  const report = useRef(onIndexChange);
  report.current = onIndexChange;
  useEffect(() => {
    if (shown) report.current?.(index);
  }, [shown, index]);
}
