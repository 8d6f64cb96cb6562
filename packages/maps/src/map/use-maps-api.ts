'use client';
import { useEffect, useState } from 'react';
import type { MapsLoader, MapsLoadRequest, MapsLoadResult } from '../loader/create-maps-loader';

/** Where loading the Maps API stands for one block. */
export type MapsApiState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | MapsLoadResult;

/**
 * Provides the Maps API from a shared loader: 'idle' while `request` is null (no key, consent
 * refused: nothing is loaded), 'loading', then the loader's settled result (at once when the
 * loader has already settled, so later blocks never flash a loading state).
 */
export function useMapsApi(loader: MapsLoader, request: MapsLoadRequest | null): MapsApiState {
  const key = request?.key;
  const language = request?.language;
  const region = request?.region;
  const [settled, setSettled] = useState<{ loader: MapsLoader; result: MapsLoadResult }>();

  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    void loader.load({ key, language, region }).then((result) => {
      if (live) setSettled({ loader, result });
    });
    return () => {
      live = false;
    };
  }, [loader, key, language, region]);

  if (key === undefined) return { status: 'idle' };
  const result = settled?.loader === loader ? settled.result : loader.peek();
  return result ?? { status: 'loading' };
}
