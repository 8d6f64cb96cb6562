import { describe, expect, it, vi } from 'vitest';
import { createOverlayStack, OVERLAY_BASE_Z_INDEX } from './overlay-stack';
import { closeNewestOverlay, isAnyOverlayOpen, registerOverlay } from './page-overlay-stack';

describe('createOverlayStack', () => {
  it('uses the managed dialog base z-index 30000 (spec 000 §9)', () => {
    expect(OVERLAY_BASE_Z_INDEX).toBe(30000);
    expect(createOverlayStack().register({ close() {} }).zIndex).toBe(30000);
  });

  it('gives z-indexes upward in opening order', () => {
    const stack = createOverlayStack();
    const first = stack.register({ close() {} });
    const second = stack.register({ close() {} });
    const third = stack.register({ close() {} });
    expect([first.zIndex, second.zIndex, third.zIndex]).toEqual([30000, 30001, 30002]);
  });

  it('opens a new overlay above the newest one still open, and restarts at the base when empty', () => {
    const stack = createOverlayStack(100);
    const first = stack.register({ close() {} });
    const second = stack.register({ close() {} });
    first.unregister();
    expect(stack.register({ close() {} }).zIndex).toBe(102);
    const empty = createOverlayStack(100);
    empty.register({ close() {} }).unregister();
    expect(empty.register({ close() {} }).zIndex).toBe(100);
    second.unregister();
  });

  it('closes the newest open overlay first, and only that one (spec 000 §4 Escape step 1)', () => {
    const stack = createOverlayStack();
    const closeFirst = vi.fn();
    const closeSecond = vi.fn();
    stack.register({ close: closeFirst });
    const second = stack.register({ close: closeSecond });

    expect(stack.closeNewest()).toBe(true);
    expect(closeSecond).toHaveBeenCalledTimes(1);
    expect(closeFirst).not.toHaveBeenCalled();

    second.unregister();
    expect(stack.closeNewest()).toBe(true);
    expect(closeFirst).toHaveBeenCalledTimes(1);
    expect(closeSecond).toHaveBeenCalledTimes(1);
  });

  it('answers false when no overlay is open, so Escape falls through to steps 2 to 4', () => {
    const stack = createOverlayStack();
    expect(stack.closeNewest()).toBe(false);
    expect(stack.isAnyOpen()).toBe(false);
  });

  it('keeps an overlay until it unregisters, whatever its close does', () => {
    const stack = createOverlayStack();
    const registration = stack.register({ close() {} });
    stack.closeNewest();
    expect(stack.isAnyOpen()).toBe(true);
    expect(stack.size()).toBe(1);
    registration.unregister();
    registration.unregister();
    expect(stack.isAnyOpen()).toBe(false);
    expect(stack.size()).toBe(0);
  });

  it('removes an overlay closed out of order', () => {
    const stack = createOverlayStack();
    const closeFirst = vi.fn();
    const closeThird = vi.fn();
    stack.register({ close: closeFirst });
    const second = stack.register({ close() {} });
    stack.register({ close: closeThird });
    second.unregister();
    expect(stack.size()).toBe(2);
    stack.closeNewest();
    expect(closeThird).toHaveBeenCalledTimes(1);
    expect(closeFirst).not.toHaveBeenCalled();
  });
});

describe('the page overlay stack', () => {
  it('is shared on globalThis and answers isAnyOverlayOpen and closeNewestOverlay', () => {
    expect(isAnyOverlayOpen()).toBe(false);
    expect(closeNewestOverlay()).toBe(false);
    const close = vi.fn();
    const registration = registerOverlay({ close });
    expect(registration.zIndex).toBe(30000);
    expect(isAnyOverlayOpen()).toBe(true);
    expect(closeNewestOverlay()).toBe(true);
    expect(close).toHaveBeenCalledTimes(1);
    registration.unregister();
    expect(isAnyOverlayOpen()).toBe(false);
    const shared = (globalThis as Record<symbol, unknown>)[Symbol.for('@vitrine/ui/overlay-stack')];
    expect(shared).toBeDefined();
  });
});
