'use client';
import type { VideoEmbed } from '@vitrine/media/video';
import { useEffect, useSyncExternalStore } from 'react';

type VideoModule = { readonly VideoEmbed: typeof VideoEmbed };

/** The video embed's code, fetched once, when a video slide first becomes active. */
let loaded: VideoModule | null = null;
let loading: Promise<VideoModule> | undefined;
const listeners = new Set<() => void>();

/**
 * Fetches the video embed's code (`@vitrine/media/video`) once; a page whose galleries show no
 * video never loads it. Until it arrives, an active video slide shows its thumbnail.
 */
export function loadSlideVideo(): Promise<VideoModule> {
  loading ??= import('@vitrine/media/video').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Offline or a failed chunk: forgotten, so the next active video slide tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => loaded;
// The server renders the thumbnail and hydration reads the same, so the first client render
// matches the HTML; the player follows right after.
const serverSnapshot = () => null;

/**
 * Provides the video embed once its code is here (null until then, and always on the server),
 * fetching it while `active`.
 */
export function useSlideVideo(active: boolean): VideoModule['VideoEmbed'] | null {
  const module = useSyncExternalStore(subscribe, current, serverSnapshot);
  useEffect(() => {
    if (active && !loaded) void loadSlideVideo().catch(() => {});
  }, [active]);
  return module?.VideoEmbed ?? null;
}
