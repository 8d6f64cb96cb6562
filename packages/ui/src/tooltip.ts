export { Tooltip, type TooltipProps } from './tooltip/tooltip';
export {
  TOOLTIP_DELAY_MS,
  TOOLTIP_MOUSE_OFFSET_PX,
  TOOLTIP_WIDTH_PX,
  type TooltipTrigger,
} from './tooltip/tooltip-controller';
export { TOOLTIP_PLACEMENTS, type TooltipPlacement } from './tooltip/tooltip-position';
export {
  type TooltipElementProps,
  type TooltipTriggerProps,
  type UseTooltipOptions,
  useTooltip,
} from './tooltip/use-tooltip';
