export {
  Accordion,
  type AccordionItemData,
  type AccordionProps,
} from './accordion/accordion';
export type { AccordionHeadingLevel } from './accordion/accordion-item';
export { accordionHeaderKeyTarget } from './accordion/accordion-keyboard';
export {
  ACCORDION_ANIMATION_MS,
  type AccordionItemPhase,
  type AccordionOptions,
  type AccordionSnapshot,
  type AccordionState,
  type AccordionToggleOptions,
  createAccordionState,
} from './accordion/accordion-state';
