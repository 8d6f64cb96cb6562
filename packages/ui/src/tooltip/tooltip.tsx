'use client';
import {
  Children,
  cloneElement,
  type FocusEvent,
  isValidElement,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { TooltipPlacement } from './tooltip-position';
import { type TooltipTriggerProps, useTooltip } from './use-tooltip';

export interface TooltipProps {
  /** The tooltip's text. */
  readonly content: ReactNode;
  /** One focusable element (a button, a link): the trigger. */
  readonly children: ReactElement;
  /** Pointer delay in ms; 1200 by default (spec 001 §9). */
  readonly delay?: number;
  /** Side of the pointer or trigger it prefers; 'bottom' by default. */
  readonly placement?: TooltipPlacement;
  readonly className?: string;
}

type TriggerElementProps = Partial<Record<keyof TooltipTriggerProps, unknown>> & {
  'aria-describedby'?: string;
};

/**
 * Provides a tooltip on its one child (spec 001 §9): shown after the pointer rests 1200 ms on
 * it and following the pointer at 15 px, shown at once below it on keyboard focus, hidden on
 * Escape, blur and pointer leave; 250 px wide; `role="tooltip"` linked by `aria-describedby`.
 */
export function Tooltip({ content, children, delay, placement, className }: TooltipProps) {
  const { triggerProps, tooltipProps } = useTooltip({ delay, placement });
  const child = Children.only(children);
  if (!isValidElement<TriggerElementProps>(child)) {
    console.warn(
      '[@vitrine/ui] Tooltip needs one element child (its trigger); showing it without a tooltip.',
    );
    return children;
  }
  const own = child.props;
  const chain =
    <E,>(ours: (event: E) => void, theirs: unknown) =>
    (event: E) => {
      if (typeof theirs === 'function') theirs(event);
      ours(event);
    };

  return (
    <>
      {cloneElement(child, {
        'aria-describedby': [own['aria-describedby'], triggerProps['aria-describedby']]
          .filter(Boolean)
          .join(' '),
        onPointerEnter: chain<PointerEvent<Element>>(
          triggerProps.onPointerEnter,
          own.onPointerEnter,
        ),
        onPointerMove: chain<PointerEvent<Element>>(triggerProps.onPointerMove, own.onPointerMove),
        onPointerLeave: chain<PointerEvent<Element>>(
          triggerProps.onPointerLeave,
          own.onPointerLeave,
        ),
        onFocus: chain<FocusEvent<Element>>(triggerProps.onFocus, own.onFocus),
        onBlur: chain<FocusEvent<Element>>(triggerProps.onBlur, own.onBlur),
      })}
      <span
        {...tooltipProps}
        className={className ? `vitrine-tooltip ${className}` : 'vitrine-tooltip'}
      >
        {content}
      </span>
    </>
  );
}
