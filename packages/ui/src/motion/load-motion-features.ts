import type { animate, FeatureBundle } from 'framer-motion';

/** framer-motion's imperative `animate`, as the shared features module provides it. */
export type Animate = typeof animate;

/**
 * Loads framer-motion's DOM animation features for `LazyMotion`
 * (`<LazyMotion features={loadMotionFeatures}>`). Every Vitrine component goes through the
 * loaders of this file, so the features chunk is shared and fetched at most once per page.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return import('./motion-features').then((module) => module.default);
}

/**
 * Loads framer-motion's imperative `animate` from the same shared chunk, for components that
 * animate an element they already rendered (block animations), with no static framer-motion
 * code at all.
 */
export function loadMotionAnimate(): Promise<Animate> {
  return import('./motion-features').then((module) => module.animate);
}
