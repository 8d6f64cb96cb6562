export {
  decodeBlockJson,
  defineRegistry,
  loaderFor,
  resolveBlockModule,
  resolveFeatureModule,
} from './registry/block-registry';
export {
  CART_PAGE_TYPE,
  CART_WIDGET_CLASS,
  FEATURE_ATTRIBUTE,
  type FeatureMarkup,
  FULL_PAGE_CART_ID,
  featuresToLoad,
  REVIEWS_REQUEST_PAGE_TYPE,
  readFeatureMarkup,
} from './registry/features-to-load';
export type {
  AnyBlockModule,
  BlockLoader,
  BlockModule,
  BlockProps,
  DecodeResult,
  ErrorReporter,
  FeatureContext,
  FeatureLoader,
  FeatureModule,
  FeatureName,
  HydrationTrigger,
  RuntimeRegistry,
} from './registry/registry-types';
