'use client';
import {
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createTooltipController, TOOLTIP_WIDTH_PX, type TooltipState } from './tooltip-controller';
import { hasKeyboardFocus, placeTooltip, setTooltipVisible } from './tooltip-dom';
import type { TooltipPlacement } from './tooltip-position';

export interface UseTooltipOptions {
  /** Pointer delay in ms; 1200 by default (spec 001 §9). */
  readonly delay?: number;
  /** Side of the pointer or trigger it prefers; 'bottom' by default. */
  readonly placement?: TooltipPlacement;
}

export interface TooltipTriggerProps {
  readonly 'aria-describedby': string;
  readonly onPointerEnter: (event: PointerEvent<Element>) => void;
  readonly onPointerMove: (event: PointerEvent<Element>) => void;
  readonly onPointerLeave: (event: PointerEvent<Element>) => void;
  readonly onFocus: (event: FocusEvent<Element>) => void;
  readonly onBlur: (event: FocusEvent<Element>) => void;
}

export interface TooltipElementProps {
  readonly id: string;
  readonly ref: RefObject<HTMLElement | null>;
  readonly role: 'tooltip';
  readonly popover: 'manual';
  readonly 'data-state': 'open' | 'closed';
  readonly 'data-trigger'?: 'pointer' | 'focus';
  readonly 'data-placement': TooltipPlacement;
  readonly style: CSSProperties;
}

/**
 * Provides the behavior and accessibility of a tooltip (spec 001 §9): props for its trigger
 * (linked by `aria-describedby`) and for the `role="tooltip"` element.
 */
export function useTooltip({ delay, placement = 'bottom' }: UseTooltipOptions = {}) {
  const id = useId();
  const tooltipRef = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<Element | null>(null);
  const [state, setState] = useState<TooltipState>({ visible: false });
  const [controller] = useState(() =>
    createTooltipController({ delayMs: delay, onChange: setState }),
  );

  useEffect(() => {
    if (delay !== undefined) controller.setDelay(delay);
  }, [controller, delay]);
  useEffect(() => () => controller.destroy(), [controller]);

  useLayoutEffect(() => {
    const tooltip = tooltipRef.current;
    if (!tooltip) return;
    setTooltipVisible(tooltip, state.visible);
    if (triggerRef.current) placeTooltip(tooltip, triggerRef.current, state, placement);
  }, [state, placement]);

  useEffect(() => {
    if (!state.visible) return;
    // Capture phase: the tooltip hides before a dialog around it sees the key.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && controller.escape()) {
        event.preventDefault();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [controller, state.visible]);

  const triggerProps: TooltipTriggerProps = {
    'aria-describedby': id,
    onPointerEnter(event) {
      triggerRef.current = event.currentTarget;
      if (event.pointerType !== 'touch') {
        controller.pointerEnter({ x: event.clientX, y: event.clientY });
      }
    },
    onPointerMove(event) {
      if (event.pointerType !== 'touch') {
        controller.pointerMove({ x: event.clientX, y: event.clientY });
      }
    },
    onPointerLeave() {
      controller.pointerLeave();
    },
    onFocus(event) {
      triggerRef.current = event.currentTarget;
      if (hasKeyboardFocus(event.currentTarget)) controller.focus();
    },
    onBlur() {
      controller.blur();
    },
  };

  const tooltipProps: TooltipElementProps = {
    id,
    ref: tooltipRef,
    role: 'tooltip',
    popover: 'manual',
    'data-state': state.visible ? 'open' : 'closed',
    'data-trigger': state.visible ? state.trigger : undefined,
    'data-placement': placement,
    // Fixed in the viewport, the spec's width; left and top are written on each move.
    style: {
      position: 'fixed',
      right: 'auto',
      bottom: 'auto',
      margin: 0,
      width: TOOLTIP_WIDTH_PX,
      boxSizing: 'border-box',
    },
  };

  return { state, triggerProps, tooltipProps };
}
