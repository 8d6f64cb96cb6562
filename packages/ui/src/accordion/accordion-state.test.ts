import { describe, expect, it, vi } from 'vitest';
import { ACCORDION_ANIMATION_MS, createAccordionState } from './accordion-state';

describe('createAccordionState', () => {
  it('animates over 250 ms (spec 001 §9)', () => {
    expect(ACCORDION_ANIMATION_MS).toBe(250);
  });

  it('starts with every item closed', () => {
    const state = createAccordionState({ count: 3 });
    expect(state.getSnapshot().phases).toEqual(['closed', 'closed', 'closed']);
  });

  it('expands the first item when expanded-first-item is set (spec 001 §4)', () => {
    const state = createAccordionState({ count: 3, expandFirstItem: true });
    expect(state.getSnapshot().phases).toEqual(['open', 'closed', 'closed']);
    expect(state.isExpanded(0)).toBe(true);
  });

  it('opens an item over 250 ms, expanded from the first instant', () => {
    const state = createAccordionState({ count: 2 });
    expect(state.toggle(1, 1000)).toBe(true);
    expect(state.getSnapshot().phases).toEqual(['closed', 'opening']);
    expect(state.isExpanded(1)).toBe(true);
    expect(state.getSnapshot().nextSettleAt).toBe(1250);
    state.settle(1249);
    expect(state.getSnapshot().phases[1]).toBe('opening');
    state.settle(1250);
    expect(state.getSnapshot().phases[1]).toBe('open');
    expect(state.getSnapshot().nextSettleAt).toBeUndefined();
  });

  it('ignores clicks on an item being animated (spec 001 §4)', () => {
    const state = createAccordionState({ count: 2 });
    state.toggle(0, 0);
    expect(state.isAnimating(0, 100)).toBe(true);
    expect(state.toggle(0, 100)).toBe(false);
    expect(state.toggle(0, 249)).toBe(false);
    expect(state.getSnapshot().phases[0]).toBe('opening');
    expect(state.isAnimating(0, 250)).toBe(false);
    expect(state.toggle(0, 250)).toBe(true);
    expect(state.getSnapshot().phases[0]).toBe('closing');
    expect(state.isExpanded(0)).toBe(false);
  });

  it('closes the other items when the multiple-open setting is off (spec 001 §4)', () => {
    const state = createAccordionState({ count: 3, expandFirstItem: true });
    state.toggle(2, 0);
    expect(state.getSnapshot().phases).toEqual(['closing', 'closed', 'opening']);
    state.settle(250);
    expect(state.getSnapshot().phases).toEqual(['closed', 'closed', 'open']);
  });

  it('closes an item that is still opening when another one opens', () => {
    const state = createAccordionState({ count: 2 });
    state.toggle(0, 0);
    state.toggle(1, 100);
    expect(state.getSnapshot().phases).toEqual(['closing', 'opening']);
    expect(state.getSnapshot().nextSettleAt).toBe(350);
  });

  it('keeps the others open with the multiple-open setting', () => {
    const state = createAccordionState({ count: 3, allowMultiple: true, expandFirstItem: true });
    state.toggle(1, 0);
    state.toggle(2, 10);
    state.settle(1000);
    expect(state.getSnapshot().phases).toEqual(['open', 'open', 'open']);
  });

  it('opens and closes at once, with no click lock, without animation (reduced motion)', () => {
    const state = createAccordionState({ count: 2, expandFirstItem: true });
    expect(state.toggle(1, 0, { animate: false })).toBe(true);
    expect(state.getSnapshot().phases).toEqual(['closed', 'open']);
    expect(state.toggle(1, 0, { animate: false })).toBe(true);
    expect(state.getSnapshot().phases).toEqual(['closed', 'closed']);
    expect(state.getSnapshot().nextSettleAt).toBeUndefined();
  });

  it('refuses indexes out of range', () => {
    const state = createAccordionState({ count: 1 });
    expect(state.toggle(1, 0)).toBe(false);
    expect(state.toggle(-1, 0)).toBe(false);
    expect(state.toggle(0.5, 0)).toBe(false);
  });

  it('treats a bad count as no items', () => {
    expect(createAccordionState({ count: Number.NaN }).getSnapshot().phases).toEqual([]);
    expect(createAccordionState({ count: -2 }).getSnapshot().phases).toEqual([]);
  });

  it('notifies subscribers with a new snapshot on each change only', () => {
    const state = createAccordionState({ count: 2 });
    const listener = vi.fn();
    const unsubscribe = state.subscribe(listener);
    const before = state.getSnapshot();
    state.toggle(0, 0);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.getSnapshot()).not.toBe(before);
    const during = state.getSnapshot();
    state.settle(10);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(state.getSnapshot()).toBe(during);
    unsubscribe();
    state.settle(250);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('follows the number of items', () => {
    const state = createAccordionState({ count: 2, expandFirstItem: true });
    state.setCount(3);
    expect(state.getSnapshot().phases).toEqual(['open', 'closed', 'closed']);
    state.setCount(1);
    expect(state.getSnapshot().phases).toEqual(['open']);
  });

  it('keeps only the first open item when the multiple-open setting is turned off', () => {
    const state = createAccordionState({ count: 3, allowMultiple: true });
    state.toggle(1, 0, { animate: false });
    state.toggle(2, 0, { animate: false });
    state.setAllowMultiple(false);
    expect(state.getSnapshot().phases).toEqual(['closed', 'open', 'closed']);
  });
});
