import type { GallerySlide } from '../core/gallery-slide';
import type { AutoplayOptions, GalleryState } from '../core/gallery-state';

/** Props every layout takes. */
export interface GalleryProps {
  readonly slides: readonly GallerySlide[];
  /** The gallery's accessible name (default: the catalogue's 'Galerie'). */
  readonly label?: string;
  /** Opens the lightbox on a slide click (spec 001 §3 `lightbox`). */
  readonly lightbox?: boolean;
  readonly lightboxTheme?: 'dark' | 'light';
  /** Spec 001 §2 history tracking. */
  readonly historyHash?: boolean;
  /** The collection's full URL for the history hash (default: the page address). */
  readonly collectionUrl?: string;
  readonly className?: string;
  /** Cropped layouts: cover (around the focal point) or contain (block `auto-crop` false). */
  readonly crop?: 'cover' | 'contain' | 'none';
}

/** Props of the layouts that show one slide (or group) at a time: stacked, strip, carousel. */
export interface SlideshowProps extends GalleryProps {
  readonly currentIndex?: number;
  readonly loop?: boolean;
  readonly autoplay?: boolean;
  readonly autoplayOptions?: AutoplayOptions;
  /** Arrow keys step (default true). */
  readonly keyboard?: boolean;
  /** Another gallery kept at the same index (a thumbnail strip, spec 001 §4). */
  readonly linkedGallery?: GalleryState;
  /** Called with the state machine once created (to link another gallery to it). */
  readonly onStateReady?: (state: GalleryState) => void;
  readonly onIndexChange?: (index: number) => void;
  /** On mobile the mouse never pauses autoplay (default: a coarse pointer). */
  readonly mobile?: boolean;
  /** Transition speed in ms (layout default; 0 for instant). */
  readonly speed?: number;
}
