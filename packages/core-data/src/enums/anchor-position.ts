import { defineEnum, type EnumValueOf } from './define-enum';

/**
 * The nine anchor positions, spec 001 §3: top, center, bottom by left, center, right. Values are
 * `vertical-horizontal` for all nine (the middle one is `center-center`) so they split evenly.
 */
export const AnchorPosition = /* @__PURE__ */ defineEnum({
  TOP_LEFT: 'top-left',
  TOP_CENTER: 'top-center',
  TOP_RIGHT: 'top-right',
  CENTER_LEFT: 'center-left',
  CENTER_CENTER: 'center-center',
  CENTER_RIGHT: 'center-right',
  BOTTOM_LEFT: 'bottom-left',
  BOTTOM_CENTER: 'bottom-center',
  BOTTOM_RIGHT: 'bottom-right',
});
export type AnchorPosition = EnumValueOf<typeof AnchorPosition>;
