import { type Point, TOOLTIP_MOUSE_OFFSET_PX, type TooltipTrigger } from './tooltip-controller';

/** Which side of the pointer or the trigger the tooltip prefers; it flips when it lacks room. */
export type TooltipPlacement = 'bottom' | 'top';
export const TOOLTIP_PLACEMENTS: readonly TooltipPlacement[] = ['bottom', 'top'];

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

export interface TooltipPositionInput {
  readonly trigger: TooltipTrigger;
  readonly placement: TooltipPlacement;
  /** The pointer, for a tooltip shown by the pointer. */
  readonly point?: Point;
  /** The trigger's box, for a tooltip shown by focus (or without a pointer position). */
  readonly anchor: Box;
  readonly size: { readonly width: number; readonly height: number };
  readonly viewport: { readonly width: number; readonly height: number };
}

/**
 * Where the tooltip goes, in viewport pixels (spec 001 §9): 15 px right of and below (or above)
 * the pointer when the mouse showed it; below (or above) the trigger, left-aligned, 15 px away,
 * when keyboard focus showed it. It flips to the other side and stays inside the viewport.
 */
export function tooltipPosition(input: TooltipPositionInput): { left: number; top: number } {
  const { size, viewport, placement } = input;
  const offset = TOOLTIP_MOUSE_OFFSET_PX;
  const point = input.trigger === 'pointer' ? input.point : undefined;
  // The box the tooltip sits next to: the pointer as a point, or the trigger.
  const near: Box = point
    ? { left: point.x, top: point.y, right: point.x, bottom: point.y }
    : input.anchor;

  const below = near.bottom + offset;
  const above = near.top - offset - size.height;
  const fitsBelow = below + size.height <= viewport.height;
  const fitsAbove = above >= 0;
  const top =
    placement === 'bottom'
      ? fitsBelow || !fitsAbove
        ? below
        : above
      : fitsAbove || !fitsBelow
        ? above
        : below;

  let left = point ? point.x + offset : near.left;
  if (left + size.width > viewport.width) {
    left = point ? point.x - offset - size.width : viewport.width - size.width;
  }
  return { left: Math.max(0, left), top: Math.max(0, top) };
}
