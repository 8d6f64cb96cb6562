/** `@vitrine/gallery/transitions/fade`: the fade definition, the slideshow's default (spec 001 §4). */
export { fadeTransition } from './slideshow-transitions';
