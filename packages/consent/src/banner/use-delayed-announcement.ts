'use client';
import { useEffect, useState } from 'react';

/**
 * Screen readers announce a polite live region when its text changes after they have seen it
 * empty: the text is set this long after the region is rendered.
 */
export const ANNOUNCEMENT_DELAY_MS = 150;

/**
 * Provides the text of a polite live region: empty at first, then `message` once
 * ANNOUNCEMENT_DELAY_MS have passed; empty again when `message` is. A new `key` announces again.
 */
export function useDelayedAnnouncement(message: string, key: unknown): string {
  const [announced, setAnnounced] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key announces the same message again.
  useEffect(() => {
    setAnnounced('');
    if (message === '') return;
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message, key]);
  return announced;
}
