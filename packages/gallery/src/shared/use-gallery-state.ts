'use client';
import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createGalleryState,
  type GallerySettings,
  type GallerySnapshot,
  type GalleryState,
} from '../core/gallery-state';

/**
 * Provides a gallery state machine for the component's lifetime and its current snapshot.
 * The settings are read once, on creation; `numberOfSlides` follows the slides.
 */
export function useGalleryState(settings: GallerySettings): [GalleryState, GallerySnapshot] {
  const [state] = useState(() =>
    createGalleryState({
      ...settings,
      query: settings.query ?? (typeof window === 'undefined' ? '' : window.location.search),
    }),
  );
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  const count = settings.numberOfSlides;
  useEffect(() => {
    // Also restarts the autoplay timer after a remount (React's strict mode).
    state.setNumberOfSlides(count);
  }, [state, count]);
  useEffect(() => () => state.destroy(), [state]);
  return [state, snapshot];
}
