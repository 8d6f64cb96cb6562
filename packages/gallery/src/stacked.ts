export { StackedGallery, type StackedGalleryProps } from './stacked/stacked-gallery';
