import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTooltipController,
  TOOLTIP_DELAY_MS,
  TOOLTIP_MOUSE_OFFSET_PX,
  TOOLTIP_WIDTH_PX,
  type TooltipState,
} from './tooltip-controller';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup(delayMs?: number) {
  const states: TooltipState[] = [];
  const controller = createTooltipController({ delayMs, onChange: (state) => states.push(state) });
  return { controller, states };
}

describe('tooltip constants (spec 001 §9)', () => {
  it('delay 1200 ms, width 250, mouse offset 15', () => {
    expect(TOOLTIP_DELAY_MS).toBe(1200);
    expect(TOOLTIP_WIDTH_PX).toBe(250);
    expect(TOOLTIP_MOUSE_OFFSET_PX).toBe(15);
  });
});

describe('createTooltipController', () => {
  it('shows 1200 ms after the pointer enters, at the latest pointer position', () => {
    const { controller, states } = setup();
    controller.pointerEnter({ x: 10, y: 20 });
    controller.pointerMove({ x: 12, y: 22 });
    vi.advanceTimersByTime(1199);
    expect(controller.getState().visible).toBe(false);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(controller.getState()).toEqual({
      visible: true,
      trigger: 'pointer',
      point: { x: 12, y: 22 },
    });
  });

  it('follows the pointer once shown by it', () => {
    const { controller, states } = setup();
    controller.pointerEnter({ x: 0, y: 0 });
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    controller.pointerMove({ x: 40, y: 50 });
    expect(states.at(-1)).toEqual({ visible: true, trigger: 'pointer', point: { x: 40, y: 50 } });
  });

  it('hides when the pointer leaves, and never shows if it left before the delay', () => {
    const { controller, states } = setup();
    controller.pointerEnter({ x: 0, y: 0 });
    vi.advanceTimersByTime(600);
    controller.pointerLeave();
    vi.advanceTimersByTime(2000);
    expect(states).toEqual([]);
    controller.pointerEnter({ x: 0, y: 0 });
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    controller.pointerLeave();
    expect(controller.getState().visible).toBe(false);
  });

  it('shows at once on keyboard focus and hides on blur', () => {
    const { controller } = setup();
    controller.focus();
    expect(controller.getState()).toMatchObject({ visible: true, trigger: 'focus' });
    controller.blur();
    expect(controller.getState().visible).toBe(false);
  });

  it('keyboard focus during the pointer delay shows at once, by focus', () => {
    const { controller, states } = setup();
    controller.pointerEnter({ x: 5, y: 5 });
    controller.focus();
    expect(controller.getState()).toMatchObject({ visible: true, trigger: 'focus' });
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(states).toHaveLength(1);
  });

  it('Escape hides a shown tooltip or cancels a pending one, and says whether it did', () => {
    const { controller } = setup();
    expect(controller.escape()).toBe(false);
    controller.focus();
    expect(controller.escape()).toBe(true);
    expect(controller.getState().visible).toBe(false);
    controller.pointerEnter({ x: 0, y: 0 });
    expect(controller.escape()).toBe(true);
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(controller.getState().visible).toBe(false);
  });

  it('takes another delay, and warns about a bad one from block JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller } = setup(300);
    controller.pointerEnter({ x: 0, y: 0 });
    vi.advanceTimersByTime(300);
    expect(controller.getState().visible).toBe(true);
    controller.pointerLeave();
    controller.setDelay(-1);
    expect(warn).toHaveBeenCalledTimes(1);
    controller.pointerEnter({ x: 0, y: 0 });
    vi.advanceTimersByTime(1199);
    expect(controller.getState().visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(controller.getState().visible).toBe(true);
  });

  it('destroy cancels the pending delay', () => {
    const { controller, states } = setup();
    controller.pointerEnter({ x: 0, y: 0 });
    controller.destroy();
    vi.advanceTimersByTime(TOOLTIP_DELAY_MS);
    expect(states).toEqual([]);
  });
});
