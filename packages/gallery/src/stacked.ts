export { StackedGallery, type StackedGalleryProps } from './stacked/stacked-gallery';
export {
  KEN_BURNS_KEYFRAMES,
  type TransitionPlan,
  transitionPlan,
} from './stacked/stacked-transition';
