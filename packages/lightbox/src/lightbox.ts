export { usePrefersReducedMotion } from '@vitrine/ui/motion';
export { Lightbox, type LightboxProps } from './lightbox/lightbox';
export type { LightboxItem } from './lightbox/lightbox-item';
export { useControllableOpen } from './lightbox/use-controllable-open';
