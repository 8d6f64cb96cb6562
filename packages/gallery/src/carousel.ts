export { CarouselGallery, type CarouselGalleryProps } from './carousel/carousel-gallery';
