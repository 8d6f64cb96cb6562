import { CarouselGallery } from '@vitrine/gallery/carousel';
import { slides } from './slides';

const gallerySlides = slides.map((slide) => ({
  id: slide.id,
  type: 'image' as const,
  src: slide.src,
  alt: slide.alt,
  dimensions: { width: slide.width, height: slide.height },
}));

/** @vitrine/gallery's carousel with its lightbox on. */
export function App() {
  return <CarouselGallery slides={gallerySlides} lightbox />;
}
