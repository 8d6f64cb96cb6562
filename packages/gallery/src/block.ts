export { GalleryBlock, type GalleryBlockProps } from './block/gallery-block';
export { GALLERY_LAYOUTS } from './block/gallery-layouts';
export { readGalleryElement } from './block/read-gallery-element';
