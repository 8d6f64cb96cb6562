import { describe, expect, it } from 'vitest';
import {
  KEY_LEFT,
  KEY_RIGHT,
  LIGHTBOX_EDGE_MARGIN,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_PADDING,
  LIGHTBOX_SPEED_MS,
} from './lightbox-constants';
import { createLightboxState, wrapIndex } from './lightbox-state';

describe('lightbox constants (spec 001 §9)', () => {
  it('padding 100, speed 0.6 s, arrow-key throttle 200 ms, edge margin 20, keys 37 and 39', () => {
    expect(LIGHTBOX_PADDING).toBe(100);
    expect(LIGHTBOX_SPEED_MS).toBe(600);
    expect(LIGHTBOX_KEY_THROTTLE_MS).toBe(200);
    expect(LIGHTBOX_EDGE_MARGIN).toBe(20);
    expect([KEY_LEFT, KEY_RIGHT]).toEqual([37, 39]);
  });
});

describe('wrapIndex', () => {
  it('wraps negative values to the end and values past the end to the start', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(2, 0)).toBe(0);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });
});

describe('createLightboxState (spec 001 §4 "Lightbox")', () => {
  it('opens with the overlay fade, then shows the content; closes with a fade, then is destroyed', () => {
    const state = createLightboxState({ count: 3 });
    const phases: string[] = [];
    state.subscribe(() => phases.push(state.getSnapshot().phase));
    state.open(2);
    expect(state.getSnapshot()).toEqual({ phase: 'opening', index: 2, count: 3 });
    state.opened();
    state.close();
    state.closed();
    expect(phases).toEqual(['opening', 'open', 'closing', 'closed']);
    expect(state.speed).toBe(600);
  });

  it('ignores out-of-order phase calls and opening an empty set', () => {
    const state = createLightboxState({ count: 0 });
    state.open();
    expect(state.getSnapshot().phase).toBe('closed');
    const full = createLightboxState({ count: 2 });
    full.opened();
    full.closed();
    expect(full.getSnapshot().phase).toBe('closed');
    full.close();
    expect(full.getSnapshot().phase).toBe('closed');
  });

  it('steps through the set, looping at both ends', () => {
    const state = createLightboxState({ count: 3, startIndex: 0 });
    state.previous();
    expect(state.getSnapshot().index).toBe(2);
    state.next();
    expect(state.getSnapshot().index).toBe(0);
    state.goTo(7);
    expect(state.getSnapshot().index).toBe(1);
  });

  it('throttles the arrow keys to one step per 200 ms (spec 001 §9)', () => {
    let time = 1000;
    const state = createLightboxState({ count: 5, now: () => time });
    expect(state.handleKey(39)).toBe(true);
    time += 199;
    expect(state.handleKey(39)).toBe(false);
    expect(state.getSnapshot().index).toBe(1);
    time += 1;
    expect(state.handleKey(37)).toBe(true);
    expect(state.getSnapshot().index).toBe(0);
    expect(state.handleKey(13)).toBe(false);
  });

  it('steps back on a click in the left half and forward in the right half (spec 001 §2)', () => {
    const state = createLightboxState({ count: 4, startIndex: 1 });
    expect(state.clickAt(100, 1000)).toBe('previous');
    expect(state.getSnapshot().index).toBe(0);
    expect(state.clickAt(600, 1000)).toBe('next');
    expect(state.getSnapshot().index).toBe(1);
  });

  it('keeps the index inside the set when the set shrinks', () => {
    const state = createLightboxState({ count: 5, startIndex: 4 });
    state.setCount(2);
    expect(state.getSnapshot()).toMatchObject({ count: 2, index: 0 });
  });
});
