'use client';
import { type ReactNode, useEffect } from 'react';
import { writeHydrationState } from './block-elements';

/** Marks the block `hydrated` once React has committed it. */
export function HydrationMarker({
  element,
  children,
}: {
  element: HTMLElement;
  children: ReactNode;
}) {
  useEffect(() => {
    writeHydrationState(element, 'hydrated');
  }, [element]);
  return children;
}
