export { Image, type ImageProps } from './image/image';
export {
  createImageLoader,
  getImageLoader,
  type ImageLoader,
  type ImageLoaderOptions,
  type ImageLoadResult,
  type ImageLoadStatus,
  loadAllImages,
} from './image/image-loader';
export { type ImageStatus, type UseImageOptions, useImage } from './image/use-image';
