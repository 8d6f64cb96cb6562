export {
  prefersReducedMotion,
  REDUCED_MOTION_QUERY,
  subscribeReducedMotion,
} from './motion/reduced-motion';
export { usePrefersReducedMotion } from './motion/use-prefers-reduced-motion';
