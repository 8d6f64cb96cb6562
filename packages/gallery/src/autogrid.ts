export { AutoGridGallery, type AutoGridGalleryProps } from './autogrid/autogrid-gallery';
