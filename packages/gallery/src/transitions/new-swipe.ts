/** `@vitrine/gallery/transitions/new-swipe`: the new-swipe definition (spec 001 §4). */
export { newSwipeTransition } from './slideshow-transitions';
