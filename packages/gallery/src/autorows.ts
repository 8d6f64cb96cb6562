export { AutoRowsGallery, type AutoRowsGalleryProps } from './autorows/autorows-gallery';
