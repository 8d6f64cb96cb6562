import { animate, domAnimation } from 'framer-motion';

/**
 * The one framer-motion module of Vitrine that carries animation code: the DOM animation
 * features for `LazyMotion` + `m` (default export) and the imperative `animate`. It is only
 * reached through the loaders of `load-motion-features.ts`, so bundlers put it in its own
 * chunk, which a page downloads once, the first time something actually animates.
 */
export default domAnimation;
export { animate };
