import { debounce, RESIZE_DEBOUNCE_MS } from '../utilities/debounce';
import { DEFAULT_ROOT_FONT_PX } from './marquee-geometry';

/** The computed font size of `element` and of the page's root, in CSS pixels. */
export function readFontSizes(element: Element): { fontSize: number; rootFontSize: number } {
  const view = element.ownerDocument.defaultView;
  const sizeOf = (target: Element) =>
    Number.parseFloat(view?.getComputedStyle(target).fontSize ?? '') || DEFAULT_ROOT_FONT_PX;
  return { fontSize: sizeOf(element), rootFontSize: sizeOf(element.ownerDocument.documentElement) };
}

/** The advance of an SVG text run in CSS pixels (0 when it cannot be measured). */
export function measureTextLength(text: SVGTextContentElement | null): number {
  try {
    return text?.getComputedTextLength() ?? 0;
  } catch {
    return 0;
  }
}

/** The length of an SVG path in CSS pixels (0 when it cannot be measured). */
export function measurePathLength(path: SVGPathElement | null): number {
  try {
    return path?.getTotalLength() ?? 0;
  } catch {
    return 0;
  }
}

/**
 * Reports the width of `element` now, then after resizes, debounced by 100 ms (spec 001
 * section 9). Returns the disconnect.
 */
export function observeWidth(element: HTMLElement, onWidth: (width: number) => void): () => void {
  onWidth(element.clientWidth);
  if (typeof ResizeObserver !== 'function') return () => {};
  const report = debounce(() => onWidth(element.clientWidth), RESIZE_DEBOUNCE_MS);
  const observer = new ResizeObserver(() => report());
  observer.observe(element);
  return () => {
    observer.disconnect();
    report.cancel();
  };
}

/**
 * Reports whether `element` is on screen, whenever that changes (always on screen where
 * IntersectionObserver is missing). Returns the disconnect.
 */
export function observeOnScreen(
  element: Element,
  onChange: (onScreen: boolean) => void,
): () => void {
  if (typeof IntersectionObserver !== 'function') return () => {};
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1];
    if (entry) onChange(entry.isIntersecting);
  });
  observer.observe(element);
  return () => observer.disconnect();
}
