export { GridGallery, type GridGalleryProps } from './grid/grid-gallery';
