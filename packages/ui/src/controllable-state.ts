export { useControllableState } from './controllable-state/use-controllable-state';
