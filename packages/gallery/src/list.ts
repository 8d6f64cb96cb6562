export { ListGallery, type ListGalleryProps } from './list/list-gallery';
