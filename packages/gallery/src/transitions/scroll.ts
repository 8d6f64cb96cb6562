/** `@vitrine/gallery/transitions/scroll`: the scroll definition (spec 001 §4, §9). */
export { scrollTransition } from './slideshow-transitions';
