export {
  type BoxSize,
  type CropLayout,
  cropLayout,
  type ImagePositionStyle,
  imageAnchor,
  imageDisplayWidth,
  imagePositionStyle,
} from './image/crop-layout';
export {
  CONCURRENT_IMAGE_LOADS,
  DEFAULT_CDN_HOSTS,
  DEFAULT_FOCAL_POINT,
  IMAGE_MESSAGES,
  IMAGE_SIZE_STEPS,
  LAZY_LOAD_MARGIN_PX,
  MOBILE_LOAD_QUERY,
  NARROW_IMAGE_BELOW_PX,
} from './image/image-constants';
export {
  type ImageSizeFormat,
  type ImageUrlOptions,
  imageUrlForSize,
  isSizedImageSource,
} from './image/image-url';
export { createLoadQueue, type LoadQueue, type LoadQueueOptions } from './image/load-queue';
export { isNarrowImage } from './image/narrow-image';
export {
  type FitAlignment,
  type FocalPoint,
  IMAGE_ATTRIBUTES,
  type ImageConfig,
  type ImageConfigInput,
  type ImageCropMode,
  type ImageDimensions,
  type ImageLoadMode,
  type ImageSettings,
  parseImageConfig,
} from './image/parse-image-config';
export { type PickImageSizeOptions, pickImageSize } from './image/pick-image-size';
export {
  type ImageEnvironment,
  type ImageLoadPlan,
  type LoadedImage,
  planImageLoad,
} from './image/plan-image-load';
export {
  SHAPE_MASK_ASPECT_HEIGHTS,
  type ShapeMaskKind,
  shapeMaskAspectHeight,
} from './image/shape-mask';
