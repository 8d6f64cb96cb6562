import { KEN_BURNS_ZOOM, SCROLL_TRANSITION_MS } from '../core/gallery-constants';
import type { GalleryTransition, TransitionPlan } from '../core/gallery-transition';
import { stackedSwipeDuration } from '../core/swipe';

// The five transitions of spec 001 §4, §9, each published on its own entry
// (`./transitions/<name>` re-exports one of them). They share one module because they share
// keyframes: kept together, the block that holds all five packs them ~120 B (gzip) smaller than
// five modules scattered through the bundle; every definition is a plain constant, so a page
// importing one entry still pays for that one alone (see the budgets in .size-limit.mjs).

/** The incoming slide comes in from the side the slideshow moves towards. */
const slideIn = (direction: 1 | -1): Keyframe[] => [
  { transform: `translateX(${direction * 100}%)` },
  { transform: 'translateX(0)' },
];

/** The outgoing slide leaves a full width the other way. */
const slideOut = (direction: 1 | -1): Keyframe[] => [
  { transform: 'translateX(0)' },
  { transform: `translateX(${-direction * 100}%)` },
];

/**
 * The new slide fades in over the speed on top of the old one, which stays put (gallery.css
 * keeps the leaving slide under it for fade and ken-burns).
 */
const crossFade = (speed: number): TransitionPlan => ({
  duration: speed,
  incoming: [{ opacity: 0 }, { opacity: 1 }],
  outgoing: [{ opacity: 1 }, { opacity: 1 }],
});

/** fade, the slideshow's default: a cross-fade over the speed. */
export const fadeTransition: GalleryTransition = {
  name: 'fade',
  plan: ({ speed }) => crossFade(speed),
};

/**
 * ken-burns: a cross-fade over the speed, and the current slide's image zooms slowly to 1.075
 * for as long as it shows.
 */
export const kenBurnsTransition: GalleryTransition = {
  name: 'ken-burns',
  plan: ({ speed }) => crossFade(speed),
  // The `scale` property, not a `transform` template: a template on an imported constant would
  // keep this definition in bundles that import another transition from this module.
  keyframes: [{ scale: 1 }, { scale: KEN_BURNS_ZOOM }],
};

/**
 * new-swipe: the new slide slides over in the stacked swipe duration while the old one drifts
 * a third of the way and fades.
 */
export const newSwipeTransition: GalleryTransition = {
  name: 'new-swipe',
  plan: ({ direction, width }) => ({
    duration: stackedSwipeDuration(width, 1),
    incoming: slideIn(direction),
    outgoing: [
      { transform: 'translateX(0)', opacity: 1 },
      { transform: `translateX(${(-direction * 100) / 3}%)`, opacity: 0 },
    ],
  }),
};

/** scroll: both slides move a full width in 0.4 s, whatever the speed. */
export const scrollTransition: GalleryTransition = {
  name: 'scroll',
  plan: ({ direction }) => ({
    duration: SCROLL_TRANSITION_MS,
    incoming: slideIn(direction),
    outgoing: slideOut(direction),
  }),
};

/**
 * swipe: both slides move a full width in the stacked swipe duration, 0.2–0.4 s under 767 px,
 * else 0.3–0.5 s.
 */
export const swipeTransition: GalleryTransition = {
  name: 'swipe',
  plan: ({ direction, width }) => ({
    duration: stackedSwipeDuration(width, 1),
    incoming: slideIn(direction),
    outgoing: slideOut(direction),
  }),
};
