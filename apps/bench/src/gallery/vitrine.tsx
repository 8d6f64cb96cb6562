import { CarouselGallery } from '@vitrine/gallery/carousel';
import { gallerySlides } from './slides';

/** @vitrine/gallery's carousel (buttons, keyboard, swipe, slide labels) with its lightbox on. */
export function App() {
  return <CarouselGallery slides={gallerySlides} lightbox />;
}
