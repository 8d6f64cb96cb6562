export {
  BLOCK_SELECTOR,
  type BlockHydrationState,
  findBlockElements,
  HYDRATE_ON_ATTRIBUTE,
  HYDRATION_STATE_ATTRIBUTE,
  ID_PREFIX_ATTRIBUTE,
  readHydrationState,
} from './hydration/block-elements';
export {
  browserIdleSchedulerEnv,
  createIdleScheduler,
  IDLE_FALLBACK_SLICE_MS,
  IDLE_TIMEOUT_MS,
  type IdleDeadlineLike,
  type IdleScheduler,
  type IdleSchedulerEnv,
  type IdleTask,
  yieldToPage,
} from './hydration/idle-scheduler';
export { type FeaturesOptions, startFeatures } from './hydration/start-features';
export {
  HYDRATION_ROOT_MARGIN,
  type HydrationHandle,
  type HydrationOptions,
  startHydration,
} from './hydration/start-hydration';
