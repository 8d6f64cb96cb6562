/** `@vitrine/gallery/transitions/ken-burns`: the ken-burns definition (spec 001 §4). */
export { kenBurnsTransition } from './slideshow-transitions';
