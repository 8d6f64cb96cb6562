import type { MarqueeDirection } from './marquee-settings';

/** A frame gap longer than this (a background tab) moves the text as if it were this long. */
export const MARQUEE_MAX_FRAME_MS = 100;
/** Copies of the text on the path are capped, whatever the widths. */
export const MARQUEE_MAX_COPIES = 200;

export interface MarqueeMotion {
  /** Speed along the wave in CSS pixels per second. */
  readonly pxPerSecond: number;
  /** Advance of one copy of the text and its separator along the wave, in CSS pixels. */
  readonly copyLength: number;
  readonly direction: MarqueeDirection;
}

/**
 * The text's next start offset along the wave after `elapsedMs`, kept in [-copyLength, 0) so
 * that the loop is seamless: one copy further, the repeated text looks the same. Moving left
 * decreases the offset, moving right increases it.
 */
export function advanceMarqueeOffset(
  offset: number,
  elapsedMs: number,
  { pxPerSecond, copyLength, direction }: MarqueeMotion,
): number {
  if (!(copyLength > 0) || !Number.isFinite(offset)) return 0;
  const elapsed = Math.min(
    Math.max(Number.isFinite(elapsedMs) ? elapsedMs : 0, 0),
    MARQUEE_MAX_FRAME_MS,
  );
  const distance = ((pxPerSecond > 0 ? pxPerSecond : 0) * elapsed) / 1000;
  const next = offset + (direction === 'left' ? -distance : distance);
  return (((next % copyLength) + copyLength) % copyLength) - copyLength;
}

/**
 * How many copies of the text cover a wave of `pathLength` from any offset in
 * [-copyLength, 0): enough for the path plus the one copy that scrolls off.
 */
export function marqueeCopyCount(pathLength: number, copyLength: number): number {
  if (!(copyLength > 0) || !(pathLength > 0)) return 1;
  return Math.min(Math.ceil(pathLength / copyLength) + 1, MARQUEE_MAX_COPIES);
}
