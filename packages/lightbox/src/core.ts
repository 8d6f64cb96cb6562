export * from './constants';
export * from './history';
export {
  createLightboxState,
  type LightboxPhase,
  type LightboxSnapshot,
  type LightboxState,
  type LightboxStateOptions,
  wrapIndex,
} from './core/lightbox-state';
export * from './swipe';
