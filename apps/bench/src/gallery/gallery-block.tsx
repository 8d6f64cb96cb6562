import { GalleryBlock } from '@vitrine/gallery/block';
import { gallerySlides } from './slides';

/**
 * The whole gallery block: every layout (chosen by the block data at run time), slideshow
 * transitions, linked thumbnails, autoplay, history hash, keyboard, swipe and the lightbox.
 */
export function App() {
  return (
    <GalleryBlock
      slides={gallerySlides}
      blockJson='{"design":"slideshow","autoplay":true,"thumbnails":true,"lightbox":true}'
      historyHash
    />
  );
}
