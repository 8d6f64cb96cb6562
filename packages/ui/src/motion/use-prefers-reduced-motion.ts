'use client';
import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, subscribeReducedMotion } from './reduced-motion';

const onServer = () => false;

/** Provides the visitor's `prefers-reduced-motion` answer, updated when it changes. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, onServer);
}
