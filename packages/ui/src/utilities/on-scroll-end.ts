import { debounce } from './debounce';

/** Scrolling counts as ended 300 ms after the last scroll event (spec 001 section 9). */
export const SCROLL_END_MS = 300;

/**
 * Calls `callback` once scrolling of `target` (the window, the document or an element) has
 * stopped for 300 ms (spec 001 section 9). Returns the unsubscribe, which also drops a
 * pending call.
 */
export function onScrollEnd(
  target: EventTarget,
  callback: () => void,
  delayMs: number = SCROLL_END_MS,
): () => void {
  if (typeof callback !== 'function') throw new TypeError('onScrollEnd needs a callback function');
  const ended = debounce(() => callback(), delayMs);
  const onScroll = () => ended();
  target.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    target.removeEventListener('scroll', onScroll);
    ended.cancel();
  };
}
