/** `@vitrine/gallery/transitions/swipe`: the swipe definition (spec 001 §4, §9). */
export { swipeTransition } from './slideshow-transitions';
