export { GalleryBlock, type GalleryBlockProps } from './block/gallery-block';
export { GALLERY_LAYOUTS } from './block/gallery-layouts';
export { GALLERY_TRANSITIONS, transitionNamed } from './block/gallery-transitions';
export { readGalleryElement } from './block/read-gallery-element';
