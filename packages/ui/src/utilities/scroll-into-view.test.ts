import { LIMITS } from '@vitrine/core-data/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SCROLL_DURATION_MAX_MS,
  SCROLL_DURATION_MIN_MS,
  SCROLL_INTO_VIEW_OFFSET_PX,
  scrollDuration,
  scrollIntoView,
  scrollTarget,
} from './scroll-into-view';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A page of 3000 px in an 800 px viewport, scrolled to `scrollY`, with an element at `top`. */
function fakePage(top: number, scrollY: number, reducedMotion = false) {
  const view = {
    scrollX: 0,
    scrollY,
    innerHeight: 800,
    matchMedia: () => ({ matches: reducedMotion }),
    scrollTo: vi.fn((_x: number, y: number) => {
      view.scrollY = y;
    }),
  };
  const element = {
    ownerDocument: { defaultView: view, documentElement: { scrollHeight: 3000 } },
    getBoundingClientRect: () => ({ top }),
  } as unknown as Element;
  return { view, element };
}

describe('scroll duration bounds (spec 001 §9)', () => {
  it('keeps durations between 50 ms and 300 ms', () => {
    expect(SCROLL_DURATION_MIN_MS).toBe(50);
    expect(SCROLL_DURATION_MAX_MS).toBe(300);
    expect(scrollDuration(0, 10)).toBe(50);
    expect(scrollDuration(0, 200)).toBe(200);
    expect(scrollDuration(0, 5000)).toBe(300);
  });

  it('takes 1 ms per 2 px without a requested duration', () => {
    expect(scrollDuration(40)).toBe(50);
    expect(scrollDuration(-400)).toBe(200);
    expect(scrollDuration(4000)).toBe(300);
    expect(scrollDuration(Number.NaN)).toBe(50);
  });
});

describe('scrollTarget', () => {
  it('leaves the offset above the element, within the page', () => {
    expect(scrollTarget(500, 100, 30, 2200)).toBe(570);
    expect(scrollTarget(10, 0, 30, 2200)).toBe(0);
    expect(scrollTarget(5000, 0, 30, 2200)).toBe(2200);
  });
});

describe('scrollIntoView', () => {
  it('leaves 30 px above the element by default (spec 001 §9), as in LIMITS', () => {
    expect(SCROLL_INTO_VIEW_OFFSET_PX).toBe(30);
    expect(SCROLL_INTO_VIEW_OFFSET_PX).toBe(LIMITS.scroll.intoViewOffsetPx);
    const { view, element } = fakePage(1030, 0);
    scrollIntoView(element);
    vi.advanceTimersByTime(100);
    expect(view.scrollY).toBeGreaterThan(0);
    expect(view.scrollY).toBeLessThan(1000);
    vi.advanceTimersByTime(250);
    expect(view.scrollY).toBe(1000);
  });

  it('takes another offset and a duration, bounded to 300 ms', () => {
    const { view, element } = fakePage(400, 100);
    scrollIntoView(element, { offset: 0, duration: 2000 });
    vi.advanceTimersByTime(320);
    expect(view.scrollY).toBe(500);
  });

  it('jumps at once under reduced motion', () => {
    const { view, element } = fakePage(1030, 0, true);
    scrollIntoView(element);
    expect(view.scrollTo).toHaveBeenCalledExactlyOnceWith(0, 1000);
  });

  it('can be stopped', () => {
    const { view, element } = fakePage(1030, 0);
    const stop = scrollIntoView(element);
    vi.advanceTimersByTime(50);
    stop();
    const stoppedAt = view.scrollY;
    vi.advanceTimersByTime(500);
    expect(view.scrollY).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(1000);
  });

  it('throws a TypeError without an element in a document', () => {
    expect(() => scrollIntoView({} as Element)).toThrow(TypeError);
  });
});
