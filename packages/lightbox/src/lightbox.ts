// Re-exported from their one home in @vitrine/ui, as this entry has always offered them.
export { useControllableState as useControllableOpen } from '@vitrine/ui/controllable-state';
export { usePrefersReducedMotion } from '@vitrine/ui/motion';
export { Lightbox, type LightboxProps } from './lightbox/lightbox';
export type { LightboxItem } from './lightbox/lightbox-item';
