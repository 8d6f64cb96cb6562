import type { StackedTransition } from '@vitrine/core-data/enums';
import { KEN_BURNS_ZOOM, SCROLL_TRANSITION_MS } from '../core/gallery-constants';
import { stackedSwipeDuration } from '../core/swipe';

export interface TransitionPlan {
  readonly duration: number;
  readonly incoming: Keyframe[];
  readonly outgoing: Keyframe[];
}

/**
 * The Web Animations keyframes of a stacked transition (spec 001 §4, §9): fade and ken-burns
 * cross-fade over the speed; swipe slides both over 0.2–0.4 s (narrow) or 0.3–0.5 s; new-swipe
 * slides the new one over while the old one drifts a third and fades; scroll slides over 0.4 s.
 */
export function transitionPlan(
  transition: StackedTransition,
  direction: 1 | -1,
  speed: number,
  width: number,
): TransitionPlan {
  const from = `translateX(${direction * 100}%)`;
  const to = `translateX(${-direction * 100}%)`;
  switch (transition) {
    case 'swipe':
      return {
        duration: stackedSwipeDuration(width, 1),
        incoming: [{ transform: from }, { transform: 'translateX(0)' }],
        outgoing: [{ transform: 'translateX(0)' }, { transform: to }],
      };
    case 'new-swipe':
      return {
        duration: stackedSwipeDuration(width, 1),
        incoming: [{ transform: from }, { transform: 'translateX(0)' }],
        outgoing: [
          { transform: 'translateX(0)', opacity: 1 },
          { transform: `translateX(${(-direction * 100) / 3}%)`, opacity: 0 },
        ],
      };
    case 'scroll':
      return {
        duration: SCROLL_TRANSITION_MS,
        incoming: [{ transform: from }, { transform: 'translateX(0)' }],
        outgoing: [{ transform: 'translateX(0)' }, { transform: to }],
      };
    default:
      return {
        duration: speed,
        incoming: [{ opacity: 0 }, { opacity: 1 }],
        outgoing: [{ opacity: 1 }, { opacity: 1 }],
      };
  }
}

/** The ken-burns zoom on the current slide: a slow scale to 1.075 (spec 001 §4). */
export const KEN_BURNS_KEYFRAMES: Keyframe[] = [
  { transform: 'scale(1)' },
  { transform: `scale(${KEN_BURNS_ZOOM})` },
];
