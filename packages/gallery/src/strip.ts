export { StripGallery, type StripGalleryProps } from './strip/strip-gallery';
