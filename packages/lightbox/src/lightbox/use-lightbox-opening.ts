'use client';
import { useLayoutEffect, useRef } from 'react';
import type { LightboxState } from '../core/lightbox-state';
import { type LightboxHistoryOptions, useLightboxHistory } from './use-lightbox-history';

/**
 * Provides the opening and closing of the state from the open prop (controlled or not): the
 * lightbox opens on `startIndex`, or on the item the address names when the history tracking
 * opened it (spec 001 §2), and Back closes it.
 */
export function useLightboxOpening(
  state: LightboxState,
  isOpen: boolean,
  setOpen: (open: boolean) => void,
  startIndex: number,
  history: Omit<LightboxHistoryOptions, 'onNavigate'>,
): void {
  const start = useRef(startIndex);
  start.current = startIndex;
  const requestedIndex = useRef<number | undefined>(undefined);
  useLightboxHistory({
    ...history,
    onNavigate(index) {
      if (index !== null) requestedIndex.current = index;
      setOpen(index !== null);
    },
  });
  useLayoutEffect(() => {
    if (isOpen) {
      state.open(requestedIndex.current ?? start.current);
      requestedIndex.current = undefined;
    } else {
      state.close();
    }
  }, [isOpen, state]);
}
