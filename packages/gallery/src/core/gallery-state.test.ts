import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_TIMEOUT_MS, KEY_NEXT, KEY_PREVIOUS } from './gallery-constants';
import { createGalleryState, isNoMotionQuery, linkGalleries } from './gallery-state';
import { normalizeIndex } from './normalize-index';

describe('normalizeIndex (spec 001 §4)', () => {
  it('wraps negative values and values beyond the end', () => {
    expect(normalizeIndex(-1, 5)).toBe(4);
    expect(normalizeIndex(-6, 5)).toBe(4);
    expect(normalizeIndex(5, 5)).toBe(0);
    expect(normalizeIndex(12, 5)).toBe(2);
    expect(normalizeIndex(3, 0)).toBe(0);
    expect(normalizeIndex(Number.POSITIVE_INFINITY, 3)).toBe(0);
  });
});

describe('createGalleryState: index, loop and ends (spec 001 §4 "Gallery")', () => {
  it('normalises the starting currentIndex', () => {
    expect(
      createGalleryState({ numberOfSlides: 4, currentIndex: -1 }).getSnapshot().currentIndex,
    ).toBe(3);
    expect(
      createGalleryState({ numberOfSlides: 4, currentIndex: 4 }).getSnapshot().currentIndex,
    ).toBe(0);
  });

  it('without loop, next at the last slide raises reachedEnd and stays', () => {
    const state = createGalleryState({ numberOfSlides: 3, currentIndex: 2 });
    expect(state.getSnapshot().canNext).toBe(false);
    expect(state.next()).toBe(false);
    expect(state.getSnapshot()).toMatchObject({ currentIndex: 2, reachedEnd: true });
    state.previous();
    expect(state.getSnapshot()).toMatchObject({ currentIndex: 1, reachedEnd: false });
  });

  it('without loop, previous at the first slide raises reachedBeginning; controls disabled at the ends', () => {
    const state = createGalleryState({ numberOfSlides: 3 });
    expect(state.getSnapshot()).toMatchObject({ canPrevious: false, canNext: true });
    expect(state.previous()).toBe(false);
    expect(state.getSnapshot()).toMatchObject({ currentIndex: 0, reachedBeginning: true });
  });

  it('a single slide without loop is at both ends: next raises reachedEnd, previous reachedBeginning', () => {
    const state = createGalleryState({ numberOfSlides: 1 });
    expect(state.getSnapshot()).toMatchObject({ canPrevious: false, canNext: false });
    expect(state.next()).toBe(false);
    expect(state.getSnapshot()).toMatchObject({ currentIndex: 0, reachedEnd: true });
    expect(state.previous()).toBe(false);
    expect(state.getSnapshot()).toMatchObject({ currentIndex: 0, reachedBeginning: true });
  });

  it('a single slide with loop raises neither, and no gallery at all raises nothing', () => {
    const looping = createGalleryState({ numberOfSlides: 1, loop: true });
    looping.next();
    looping.previous();
    expect(looping.getSnapshot()).toMatchObject({ reachedEnd: false, reachedBeginning: false });
    const empty = createGalleryState({ numberOfSlides: 0 });
    empty.next();
    empty.previous();
    expect(empty.getSnapshot()).toMatchObject({ reachedEnd: false, reachedBeginning: false });
  });

  it('with loop, next at the end goes to the first and previous at the start to the last', () => {
    const state = createGalleryState({ numberOfSlides: 3, loop: true, currentIndex: 2 });
    expect(state.getSnapshot()).toMatchObject({ canPrevious: true, canNext: true });
    state.next();
    expect(state.getSnapshot().currentIndex).toBe(0);
    state.previous();
    expect(state.getSnapshot()).toMatchObject({ currentIndex: 2, previousIndex: 0, direction: -1 });
  });

  it('goTo normalises and records the previous slide (whose video is reset)', () => {
    const state = createGalleryState({ numberOfSlides: 5 });
    expect(state.goTo(-2)).toBe(true);
    expect(state.getSnapshot()).toMatchObject({ currentIndex: 3, previousIndex: 0 });
    expect(state.goTo(3)).toBe(false);
  });

  it('refuses changes while a slide animation is in motion', () => {
    const state = createGalleryState({ numberOfSlides: 5 });
    state.setAnimating(true);
    expect(state.next()).toBe(false);
    expect(state.goTo(3)).toBe(false);
    state.setAnimating(false);
    expect(state.goTo(3)).toBe(true);
  });

  it('notifies subscribers on change only', () => {
    const state = createGalleryState({ numberOfSlides: 3 });
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    state.goTo(0);
    expect(listener).not.toHaveBeenCalled();
    state.goTo(1);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    state.goTo(2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('handles an empty gallery', () => {
    const state = createGalleryState({ numberOfSlides: 0 });
    expect(state.next()).toBe(false);
    expect(state.getSnapshot()).toMatchObject({
      currentIndex: 0,
      canNext: false,
      canPrevious: false,
    });
  });
});

describe('linked galleries (spec 001 §4: thumbnail strips stay in sync)', () => {
  it('keeps indexes synchronised both ways', () => {
    const main = createGalleryState({ numberOfSlides: 4 });
    const thumbs = createGalleryState({ numberOfSlides: 4 });
    linkGalleries(main, thumbs);
    main.goTo(2);
    expect(thumbs.getSnapshot().currentIndex).toBe(2);
    thumbs.goTo(3);
    expect(main.getSnapshot().currentIndex).toBe(3);
  });

  it('links through the linkedGalleries setting', () => {
    const thumbs = createGalleryState({ numberOfSlides: 4 });
    const main = createGalleryState({ numberOfSlides: 4, linkedGalleries: [thumbs] });
    thumbs.goTo(1);
    expect(main.getSnapshot().currentIndex).toBe(1);
  });

  it('refuses a change while a linked gallery is moving to a different index', () => {
    const main = createGalleryState({ numberOfSlides: 4 });
    const thumbs = createGalleryState({ numberOfSlides: 4 });
    const unlink = linkGalleries(main, thumbs);
    thumbs.goTo(1);
    thumbs.setAnimating(true);
    expect(main.goTo(2)).toBe(false);
    expect(main.getSnapshot().currentIndex).toBe(1);
    unlink();
    expect(main.goTo(2)).toBe(true);
    expect(thumbs.getSnapshot().currentIndex).toBe(1);
  });
});

describe('a linked gallery following another', () => {
  it('goes backwards when the other went back, and remembers where it was', () => {
    const main = createGalleryState({ numberOfSlides: 5, currentIndex: 3 });
    const thumbs = createGalleryState({ numberOfSlides: 5, currentIndex: 3 });
    linkGalleries(main, thumbs);
    expect(main.previous()).toBe(true);
    expect(thumbs.getSnapshot()).toMatchObject({
      currentIndex: 2,
      previousIndex: 3,
      direction: -1,
    });
    expect(main.next()).toBe(true);
    expect(thumbs.getSnapshot()).toMatchObject({ currentIndex: 3, previousIndex: 2, direction: 1 });
  });

  it('a followed change clears the reached-end flag, as any change does', () => {
    const main = createGalleryState({ numberOfSlides: 3 });
    const thumbs = createGalleryState({ numberOfSlides: 3, currentIndex: 2 });
    linkGalleries(main, thumbs);
    expect(thumbs.next()).toBe(false);
    expect(thumbs.getSnapshot().reachedEnd).toBe(true);
    main.goTo(1);
    expect(thumbs.getSnapshot()).toMatchObject({ currentIndex: 1, reachedEnd: false });
  });
});

describe('keyboard (spec 001 §4: 37 previous, 39 next)', () => {
  it('steps with the arrow key codes', () => {
    expect([KEY_PREVIOUS, KEY_NEXT]).toEqual([37, 39]);
    const state = createGalleryState({ numberOfSlides: 3 });
    expect(state.handleKey(39)).toBe(true);
    expect(state.getSnapshot().currentIndex).toBe(1);
    expect(state.handleKey(37)).toBe(true);
    expect(state.getSnapshot().currentIndex).toBe(0);
    expect(state.handleKey(13)).toBe(false);
  });
  it('ignores keys when keyboard is off', () => {
    const state = createGalleryState({ numberOfSlides: 3, keyboard: false });
    expect(state.handleKey(39)).toBe(false);
  });
});

describe('autoplay (spec 001 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is off by default', () => {
    const state = createGalleryState({ numberOfSlides: 3 });
    expect(state.getSnapshot().autoplay).toBe('off');
    vi.advanceTimersByTime(20_000);
    expect(state.getSnapshot().currentIndex).toBe(0);
  });

  it('advances every 5000 ms by default, wrapping to the first slide', () => {
    expect(AUTOPLAY_TIMEOUT_MS).toBe(5000);
    const state = createGalleryState({ numberOfSlides: 3, autoplay: true });
    expect(state.getSnapshot().autoplay).toBe('running');
    vi.advanceTimersByTime(4999);
    expect(state.getSnapshot().currentIndex).toBe(0);
    vi.advanceTimersByTime(1);
    expect(state.getSnapshot().currentIndex).toBe(1);
    vi.advanceTimersByTime(10_000);
    expect(state.getSnapshot().currentIndex).toBe(0);
    state.destroy();
  });

  it('uses the timeout option', () => {
    const state = createGalleryState({
      numberOfSlides: 3,
      autoplay: true,
      autoplayOptions: { timeout: 1000 },
    });
    vi.advanceTimersByTime(1000);
    expect(state.getSnapshot().currentIndex).toBe(1);
    state.destroy();
  });

  it('is disabled by the nomotion=true query flag (spec 001 §2)', () => {
    expect(isNoMotionQuery('?nomotion=true')).toBe(true);
    expect(isNoMotionQuery('?nomotion=false')).toBe(false);
    expect(isNoMotionQuery(undefined)).toBe(false);
    const state = createGalleryState({
      numberOfSlides: 3,
      autoplay: true,
      query: '?a=1&nomotion=true',
    });
    expect(state.getSnapshot().autoplay).toBe('off');
    vi.advanceTimersByTime(10_000);
    expect(state.getSnapshot().currentIndex).toBe(0);
  });

  it('pauses while the mouse is over the gallery or its controls, not on mobile', () => {
    const state = createGalleryState({ numberOfSlides: 3, autoplay: true });
    state.setHover('gallery', true);
    expect(state.getSnapshot().autoplay).toBe('paused');
    vi.advanceTimersByTime(10_000);
    expect(state.getSnapshot().currentIndex).toBe(0);
    state.setHover('gallery', false);
    state.setHover('controls', true);
    expect(state.getSnapshot().autoplay).toBe('paused');
    state.setHover('controls', false);
    vi.advanceTimersByTime(5000);
    expect(state.getSnapshot().currentIndex).toBe(1);
    state.destroy();

    const mobile = createGalleryState({ numberOfSlides: 3, autoplay: true, mobile: true });
    mobile.setHover('gallery', true);
    vi.advanceTimersByTime(5000);
    expect(mobile.getSnapshot().currentIndex).toBe(1);
    mobile.destroy();
  });

  it('pauses only on the listed pauseOnMouseover targets', () => {
    const state = createGalleryState({
      numberOfSlides: 3,
      autoplay: true,
      autoplayOptions: { pauseOnMouseover: ['controls'] },
    });
    state.setHover('gallery', true);
    expect(state.getSnapshot().autoplay).toBe('running');
    state.destroy();
  });

  it('is suspended while a video shows and restored afterwards', () => {
    const state = createGalleryState({ numberOfSlides: 3, autoplay: true });
    state.setVideoShowing(true);
    expect(state.getSnapshot().autoplay).toBe('suspended');
    vi.advanceTimersByTime(10_000);
    expect(state.getSnapshot().currentIndex).toBe(0);
    state.setVideoShowing(false);
    expect(state.getSnapshot().autoplay).toBe('running');
    vi.advanceTimersByTime(5000);
    expect(state.getSnapshot().currentIndex).toBe(1);
    state.destroy();
  });

  it('the random option picks a random other slide', () => {
    const state = createGalleryState({
      numberOfSlides: 5,
      autoplay: true,
      autoplayOptions: { randomize: true },
      random: () => 0.6,
    });
    vi.advanceTimersByTime(5000);
    // offset 1 + floor(0.6 × 4) = 3
    expect(state.getSnapshot().currentIndex).toBe(3);
    state.destroy();
  });

  it('stops and plays on the visitor’s control, and restarts the delay after a manual change', () => {
    const state = createGalleryState({ numberOfSlides: 3, autoplay: true });
    state.stop();
    expect(state.getSnapshot().autoplay).toBe('stopped');
    vi.advanceTimersByTime(10_000);
    expect(state.getSnapshot().currentIndex).toBe(0);
    state.play();
    vi.advanceTimersByTime(3000);
    state.goTo(2);
    vi.advanceTimersByTime(3000);
    expect(state.getSnapshot().currentIndex).toBe(2);
    vi.advanceTimersByTime(2000);
    expect(state.getSnapshot().currentIndex).toBe(0);
    state.destroy();
  });
});
