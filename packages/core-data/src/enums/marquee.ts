import { defineEnum, type EnumValueOf } from './define-enum';

/** Directions of the marquee animation, spec 001 §3 "Marquee props". */
export const MarqueeAnimationDirection = /* @__PURE__ */ defineEnum({
  LEFT: 'left',
  RIGHT: 'right',
});
export type MarqueeAnimationDirection = EnumValueOf<typeof MarqueeAnimationDirection>;
