export {
  bindPageLifecycle,
  PAGE_DESTROY_EVENT,
  PAGE_READY_EVENT,
} from './lifecycle/bind-page-lifecycle';
export {
  createPageLifecycle,
  type LifecycleCallback,
  type PageLifecycle,
  type PageLifecycleOptions,
  type PageLifecycleState,
} from './lifecycle/page-lifecycle';
export {
  markScriptRun,
  SCRIPT_RUN_MARKER,
  SECOND_RUN_WARNING,
} from './lifecycle/script-run-marker';
