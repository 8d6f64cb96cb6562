import type { TooltipState } from './tooltip-controller';
import { type TooltipPlacement, tooltipPosition } from './tooltip-position';

/** Every DOM access of the tooltip in one place. */

/**
 * Shows or hides the tooltip element. It is a manual popover, so it sits in the top layer,
 * above modal dialogs too; browsers without popovers get the `hidden` attribute.
 */
export function setTooltipVisible(tooltip: HTMLElement, visible: boolean): void {
  if (typeof tooltip.showPopover !== 'function') {
    tooltip.hidden = !visible;
    return;
  }
  const shown = tooltip.matches(':popover-open');
  if (visible && !shown) tooltip.showPopover();
  else if (!visible && shown) tooltip.hidePopover();
}

/** Places a visible tooltip next to the pointer or below its trigger (spec 001 §9). */
export function placeTooltip(
  tooltip: HTMLElement,
  trigger: Element,
  state: TooltipState,
  placement: TooltipPlacement,
): void {
  if (!state.visible) return;
  const box = tooltip.getBoundingClientRect();
  const view = tooltip.ownerDocument.documentElement;
  const { left, top } = tooltipPosition({
    trigger: state.trigger ?? 'focus',
    placement,
    point: state.point,
    anchor: trigger.getBoundingClientRect(),
    size: { width: box.width, height: box.height },
    viewport: { width: view.clientWidth, height: view.clientHeight },
  });
  tooltip.style.left = `${left}px`;
  tooltip.style.top = `${top}px`;
}

/** Whether the focus came from the keyboard (`:focus-visible`), not from a click. */
export function hasKeyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
