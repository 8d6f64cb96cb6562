'use client';
import type { StripAlignment } from '@vitrine/core-data/enums';
import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { stripOffset } from '../core/layout-geometry';
import { snapOffset } from '../core/swipe-edges';
import { useDebouncedResize } from '../shared/use-debounced-resize';

/** The viewport's width and each slide's left edge and width, in px. */
interface StripGeometry {
  readonly width: number;
  readonly slides: ReadonlyArray<readonly [left: number, width: number]>;
}

const readGeometry = (viewport: HTMLElement | null, track: HTMLElement | null): StripGeometry => ({
  width: viewport?.clientWidth ?? 0,
  slides: [...(track?.children ?? [])].map((slide) => {
    const box = slide as HTMLElement;
    return [box.offsetLeft, box.offsetWidth] as const;
  }),
});

/**
 * Provides where the strip's track sits, in px, so the current slide is at the alignment's place
 * or the snap point (spec 001 §4, §5), measured again after each resize. The slides' boxes are
 * reserved from their dimensions, so the first measure is already right (the track never jumps
 * once the images arrive). A step reads the places the browser last laid out (kept when a
 * ResizeObserver answers, after layout), so following a linked slideshow forces no layout in the
 * visitor's click.
 */
export function useStripOffset(
  viewport: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  currentIndex: number,
  alignment: StripAlignment,
  snap: number | 'none',
): number {
  const [offset, setOffset] = useState(0);
  const laidOut = useRef<StripGeometry | null>(null);
  const place = (geometry: StripGeometry) => {
    const slide = geometry.slides[currentIndex];
    if (!slide) return;
    const [left, width] = slide;
    setOffset(
      snap === 'none'
        ? stripOffset(left, width, geometry.width, alignment)
        : snapOffset(left, geometry.width, snap),
    );
  };
  const measure = () => place(readGeometry(viewport.current, track.current));
  useEffect(() => {
    const root = track.current;
    if (!root || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      laidOut.current = readGeometry(viewport.current, root);
    });
    observer.observe(root);
    if (viewport.current) observer.observe(viewport.current);
    return () => observer.disconnect();
  }, [viewport, track]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: places the track again when the current slide or the placement changes
  useLayoutEffect(() => {
    const geometry = laidOut.current;
    if (geometry?.slides[currentIndex]) place(geometry);
    else measure();
  }, [currentIndex, alignment, snap]);
  useDebouncedResize(measure, viewport, track);
  return offset;
}
