'use client';
import { type RefObject, useEffect, useState } from 'react';
import { getImageLoader, type ImageLoader, type ImageLoadStatus } from './image-loader';
import type { ImageSettings } from './parse-image-config';

/** Resize debounce before a larger size is considered (spec 001 §9: 100 ms for widgets). */
const RESIZE_DEBOUNCE_MS = 100;

export interface UseImageOptions extends ImageSettings {
  /** The loader to use (default: the page's shared loader, {@link getImageLoader}). */
  readonly loader?: ImageLoader;
}

/** Where an image stands: `idle` until its load starts (lazy images wait for the viewport). */
export type ImageStatus = 'idle' | ImageLoadStatus;

/**
 * Provides the loading of an image element: loads it through the shared loader (size step,
 * lazy loading, concurrency, crop placement), loads a larger size when its box grows, and
 * releases it on unmount. Settings are options over the element's `data-*` attributes.
 */
export function useImage(
  ref: RefObject<Element | null>,
  options: UseImageOptions = {},
): ImageStatus {
  const { loader, ...settings } = options;
  // Settings are plain data: their JSON says when they changed (Infinity and NaN read as unset).
  const key = JSON.stringify(settings);
  // The status of the current settings: new settings (another source) start again from idle.
  const [state, setState] = useState<{ key: string; status: ImageStatus }>({
    key,
    status: 'idle',
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const images = loader ?? getImageLoader();
    const current: ImageSettings = JSON.parse(key);
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => images.load(element, current, (status) => live && setState({ key, status }));
    const resizes =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => {
            clearTimeout(timer);
            timer = setTimeout(load, RESIZE_DEBOUNCE_MS);
          })
        : undefined;
    load();
    resizes?.observe(element);
    return () => {
      live = false;
      clearTimeout(timer);
      resizes?.disconnect();
      images.release(element);
    };
  }, [ref, loader, key]);
  return state.key === key ? state.status : 'idle';
}
