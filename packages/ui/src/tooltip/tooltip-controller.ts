/** The pointer waits 1200 ms before the tooltip shows (spec 001 §9). */
export const TOOLTIP_DELAY_MS = 1200;
/** Tooltip width in px (spec 001 §9). */
export const TOOLTIP_WIDTH_PX = 250;
/** The tooltip follows the mouse at a 15 px offset (spec 001 §9). */
export const TOOLTIP_MOUSE_OFFSET_PX = 15;

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** What showed the tooltip: the pointer resting on the trigger, or keyboard focus. */
export type TooltipTrigger = 'pointer' | 'focus';

export interface TooltipState {
  readonly visible: boolean;
  /** What showed it, while it is visible. */
  readonly trigger?: TooltipTrigger;
  /** The latest pointer position on the trigger. */
  readonly point?: Point;
}

export interface TooltipControllerOptions {
  /** Pointer delay; 1200 ms by default. */
  readonly delayMs?: number;
  /** Called on every change of the state, pointer moves included. */
  readonly onChange: (state: TooltipState) => void;
}

export interface TooltipController {
  /** The pointer entered the trigger: show after the delay, at the pointer. */
  pointerEnter(point: Point): void;
  /** The pointer moved on the trigger: a tooltip shown by the pointer follows it. */
  pointerMove(point: Point): void;
  /** The pointer left the trigger: hide. */
  pointerLeave(): void;
  /** The trigger got keyboard focus: show at once. */
  focus(): void;
  /** The trigger lost focus: hide. */
  blur(): void;
  /** Escape: hide; true when a tooltip was shown or about to show. */
  escape(): boolean;
  setDelay(delayMs: number): void;
  getState(): TooltipState;
  /** Cancels the pending delay. */
  destroy(): void;
}

/**
 * Creates the tooltip behaviour of spec 001 §9: shown after resting the pointer 1200 ms on the
 * trigger (then following it), shown at once on keyboard focus, hidden on Escape, on blur and
 * when the pointer leaves. No DOM: the caller feeds it events and renders its state.
 */
export function createTooltipController(options: TooltipControllerOptions): TooltipController {
  let delayMs = validDelay(options.delayMs);
  let state: TooltipState = { visible: false };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: TooltipState) => {
    state = next;
    options.onChange(state);
  };
  const hide = () => {
    const wasShowing = state.visible || timer !== undefined;
    cancel();
    if (state.visible) set({ visible: false, point: state.point });
    return wasShowing;
  };

  return {
    pointerEnter(point) {
      if (state.visible) {
        set({ ...state, point });
        return;
      }
      state = { visible: false, point };
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        set({ visible: true, trigger: 'pointer', point: state.point });
      }, delayMs);
    },
    pointerMove(point) {
      if (state.visible && state.trigger === 'pointer') set({ ...state, point });
      else state = { ...state, point };
    },
    pointerLeave: () => {
      hide();
    },
    focus() {
      cancel();
      if (!state.visible) set({ visible: true, trigger: 'focus', point: state.point });
    },
    blur: () => {
      hide();
    },
    escape: hide,
    setDelay(next) {
      delayMs = validDelay(next);
    },
    getState: () => state,
    destroy: cancel,
  };
}

/** A delay from props or block JSON: a non-negative finite number, else the spec's 1200 ms. */
function validDelay(value: unknown): number {
  if (value === undefined) return TOOLTIP_DELAY_MS;
  if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
  console.warn(
    `[@vitrine/ui] Tooltip delay ${JSON.stringify(value)} is not a number of milliseconds; using ${TOOLTIP_DELAY_MS}.`,
  );
  return TOOLTIP_DELAY_MS;
}
