import type { StackedTransition, StripAlignment, SwipeBoundary } from '@vitrine/core-data/enums';
import { describeValue } from '@vitrine/core-data/format';
import {
  DEFAULT_STRIP_ALIGNMENT,
  isStackedTransition,
  isStripAlignment,
  isSwipeBoundary,
} from './gallery-enums';
import { type GalleryTransition, isGalleryTransition } from './gallery-transition';

/** A validated value: the value itself, or its safe default with the reason. */
export type Checked<T> = { ok: true; value: T } | { ok: false; value: T; error: string };

/**
 * Gallery column width (spec 001 §5): a positive number; a string is parsed as an integer.
 * Anything else gives the fallback with an error.
 */
export function checkColumnWidth(value: unknown, fallback: number): Checked<number> {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  if (typeof parsed === 'number' && Number.isFinite(parsed) && parsed > 0) {
    return { ok: true, value: parsed };
  }
  return {
    ok: false,
    value: fallback,
    error: `Gallery column width must be a positive number, got ${describeValue(value)}.`,
  };
}

/** Strip alignment (spec 001 §5): start, middle or end; middle by default. */
export function checkStripAlignment(value: unknown): Checked<StripAlignment> {
  if (value === undefined) return { ok: true, value: DEFAULT_STRIP_ALIGNMENT };
  if (isStripAlignment(value)) return { ok: true, value };
  return {
    ok: false,
    value: DEFAULT_STRIP_ALIGNMENT,
    error: `Strip alignment must be start, middle or end, got ${describeValue(value)}.`,
  };
}

/** Swipe boundaries (spec 001 §5): each of the two must be none, hard or inertial. */
export function checkSwipeBoundaries(
  value: unknown,
): Checked<readonly [SwipeBoundary, SwipeBoundary]> {
  const pair = Array.isArray(value) ? value : [value, value];
  const [first = 'hard', second = first] = pair as unknown[];
  if (pair.length <= 2 && isSwipeBoundary(first) && isSwipeBoundary(second)) {
    return { ok: true, value: [first, second] };
  }
  return {
    ok: false,
    value: ['hard', 'hard'],
    error: `Swipe boundaries must each be none, hard or inertial, got ${describeValue(value)}.`,
  };
}

/** Snap point (spec 001 §5): a percentage (`'25%'` or a number 0–100) or `'none'`. */
export function checkSnapPoint(value: unknown): Checked<number | 'none'> {
  if (value === 'none') return { ok: true, value };
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text === 'string' && /^\d+(\.\d+)?%?$/.test(text.trim())) {
    const percent = Number.parseFloat(text);
    if (percent >= 0 && percent <= 100) return { ok: true, value: percent };
  }
  return {
    ok: false,
    value: 'none',
    error: `Snap points must be a percentage or none, got ${describeValue(value)}.`,
  };
}

/**
 * The stacked transition of a name (spec 001 §4, §8); an unknown name is a programming error
 * and throws 'Could not find transition named ...'.
 */
export function resolveTransition(name: unknown = 'fade'): StackedTransition {
  if (isStackedTransition(name)) return name;
  throw new Error(`Could not find transition named ${String(name)}`);
}

/**
 * A slideshow's transition definition (spec 001 §4, §8); anything else is a programming error
 * and throws 'Could not find transition named ...'.
 */
export function requireTransition(value: unknown): GalleryTransition {
  if (isGalleryTransition(value)) return value;
  throw new Error(
    `Could not find transition named ${String((value as GalleryTransition)?.name ?? value)}`,
  );
}
