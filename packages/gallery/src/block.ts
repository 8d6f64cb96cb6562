export { GalleryBlock, type GalleryBlockProps } from './block/gallery-block';
export { GALLERY_LAYOUTS, type GalleryLayoutProps } from './block/gallery-layouts';
export { GALLERY_TRANSITIONS, transitionNamed } from './block/gallery-transitions';
export { readGalleryElement } from './block/read-gallery-element';
