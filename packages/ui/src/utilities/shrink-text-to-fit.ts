/** Text is never shrunk below 11 px (spec 001 section 9). */
export const TEXT_SHRINK_MIN_FONT_PX = 11;

export interface FitFontSizeInput {
  /** Current font size in CSS pixels. */
  readonly fontSize: number;
  /** Width the text needs at that size. */
  readonly contentWidth: number;
  /** Width it has. */
  readonly availableWidth: number;
  /** Smallest size allowed; 11 px by default. */
  readonly minimum?: number;
}

/**
 * The font size at which text of `contentWidth` fits `availableWidth` (text width scales with
 * its font size), rounded down to a tenth of a pixel, never below `minimum` (11 px by default)
 * and never above the current size.
 */
export function fitFontSize({
  fontSize,
  contentWidth,
  availableWidth,
  minimum = TEXT_SHRINK_MIN_FONT_PX,
}: FitFontSizeInput): number {
  if (!(fontSize > 0)) return minimum;
  if (!(contentWidth > availableWidth) || !(availableWidth > 0)) return Math.max(fontSize, 0);
  const fitted = Math.floor(((fontSize * availableWidth) / contentWidth) * 10) / 10;
  return Math.min(Math.max(fitted, minimum), fontSize);
}

/** Passes after the first estimate, to absorb letter-spacing and rounding. */
const EXTRA_PASSES = 4;
const STEP_PX = 0.5;

/**
 * Shrinks the font size of `element` until its text fits its width (no horizontal overflow),
 * never below `minimum` px (11 by default, spec 001 section 9). A previous shrink is undone
 * first, so calling it again after a resize can grow the text back. Returns the size applied.
 */
export function shrinkTextToFit(
  element: HTMLElement,
  { minimum = TEXT_SHRINK_MIN_FONT_PX } = {},
): number {
  const floor = Number.isFinite(minimum) && minimum > 0 ? minimum : TEXT_SHRINK_MIN_FONT_PX;
  element.style.removeProperty('font-size');
  const natural = Number.parseFloat(getComputedStyle(element).fontSize);
  let size = fitFontSize({
    fontSize: natural,
    contentWidth: element.scrollWidth,
    availableWidth: element.clientWidth,
    minimum: floor,
  });
  if (size === natural) return natural;
  element.style.fontSize = `${size}px`;
  for (
    let pass = 0;
    pass < EXTRA_PASSES && size > floor && element.scrollWidth > element.clientWidth;
    pass += 1
  ) {
    size = Math.max(size - STEP_PX, floor);
    element.style.fontSize = `${size}px`;
  }
  return size;
}
