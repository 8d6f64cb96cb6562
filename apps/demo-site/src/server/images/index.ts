export { ARTWORK_VERSION, artworkSvg } from './artwork-svg';
export {
  type CachedImage,
  createImageCache,
  type ImageCache,
  type ImageGeneration,
} from './image-cache';
export { createImageRoutes, IMAGE_CACHE_CONTROL, type ImageRoutesOptions } from './image-routes';
export {
  DEFAULT_IMAGE_STEP,
  IMAGE_STEPS,
  type ImageStepChoice,
  resolveImageStep,
} from './image-steps';
export {
  formatPregenerateReport,
  type PregenerateOptions,
  type PregenerateReport,
  pregenerateImages,
} from './pregenerate-images';
export { JPEG_OPTIONS, renderImage } from './render-image';
export { type ImageRequest, imageOutputSize, resolveImageRequest } from './resolve-image-request';
