export * from './constants';
export {
  createLightboxState,
  type LightboxPhase,
  type LightboxSnapshot,
  type LightboxState,
  type LightboxStateOptions,
  wrapIndex,
} from './core/lightbox-state';
export * from './history';
export * from './swipe';
