export { BaseGallery } from './base/base-gallery';
export type { GalleryProps, SlideshowProps } from './shared/gallery-props';
export { SlideFrame, type SlideFrameProps, type SlideFrameTranslator } from './shared/slide-frame';
export { SlideMedia, type SlideMediaProps } from './shared/slide-media';
