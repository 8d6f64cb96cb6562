'use client';
import { useEffect, useRef, useState } from 'react';
import { ANNOUNCEMENT_DELAY_MS } from './announcement-delay';

/**
 * Provides the text of a polite live region: empty at first, then `message` once
 * ANNOUNCEMENT_DELAY_MS have passed; empty again when `message` is. A new `key` announces again.
 * With `alreadyAnnounced`, the region stays empty until the message or the key changes.
 */
export function useDelayedAnnouncement(
  message: string,
  key: unknown,
  /** Said already before this mount (the server's markup): the first message is not said again. */
  alreadyAnnounced = false,
): string {
  const [announced, setAnnounced] = useState('');
  const skipFirst = useRef(alreadyAnnounced);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key announces the same message again.
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    setAnnounced('');
    if (message === '') return;
    const timer = setTimeout(() => setAnnounced(message), ANNOUNCEMENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message, key]);
  return announced;
}
