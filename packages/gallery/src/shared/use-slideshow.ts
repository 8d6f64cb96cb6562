'use client';
import { usePrefersReducedMotion } from '@vitrine/ui/motion';
import {
  createElement,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { KEY_NEXT, KEY_PREVIOUS } from '../core/gallery-constants';
import type { GallerySnapshot, GalleryState } from '../core/gallery-state';
import { GalleryControls } from './gallery-controls';
import { GalleryLightbox } from './gallery-lightbox';
import type { SlideshowProps } from './gallery-props';
import { useGalleryState } from './use-gallery-state';
import { useHistoryHash } from './use-history-hash';
import { useLinkedGallery } from './use-linked-gallery';
import { type SwipeHandlers, useSwipe } from './use-swipe';

export interface Slideshow {
  readonly state: GalleryState;
  readonly snapshot: GallerySnapshot;
  readonly reducedMotion: boolean;
  /** The slide open in the lightbox, or null. */
  readonly lightboxIndex: number | null;
  readonly setLightboxIndex: (index: number | null) => void;
  /** The previous, next and autoplay buttons, stepping one slide (the carousel makes its own). */
  readonly controls: ReactNode;
  /** The lightbox after the layout when its `lightbox` setting is on, else null. */
  readonly lightbox: ReactNode;
  /** Props for the gallery's root element. */
  readonly rootProps: SwipeHandlers & {
    onKeyDown(event: KeyboardEvent<HTMLElement>): void;
    onMouseEnter(): void;
    onMouseLeave(): void;
    onClickCapture(event: MouseEvent<HTMLElement>): void;
  };
}

const isCoarsePointer = () =>
  typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

/**
 * Provides the behaviour the one-at-a-time layouts share: the state machine, arrow keys,
 * swipe, the mouse pausing autoplay, linked galleries, the history hash and the lightbox.
 */
export function useSlideshow(
  props: SlideshowProps,
  onSwipe?: (direction: 'next' | 'previous') => void,
): Slideshow {
  const [state, snapshot] = useGalleryState({
    numberOfSlides: props.slides.length,
    currentIndex: props.currentIndex,
    loop: props.loop,
    autoplay: props.autoplay,
    autoplayOptions: props.autoplayOptions,
    keyboard: props.keyboard,
    mobile: props.mobile ?? isCoarsePointer(),
  });
  const reducedMotion = usePrefersReducedMotion();
  const [lightboxIndex, setLightboxIndex] = useState<number | null>(null);
  const swiped = useRef(false);
  const swipe = useSwipe((direction) => {
    swiped.current = true;
    if (onSwipe) onSwipe(direction);
    else state[direction]();
  });
  useLinkedGallery(state, props.linkedGallery);
  useHistoryHash(
    state,
    props.slides,
    props.historyHash === true,
    snapshot.currentIndex,
    props.collectionUrl,
  );
  const { onStateReady, onIndexChange } = props;
  useEffect(() => onStateReady?.(state), [onStateReady, state]);
  const reportIndex = useRef(onIndexChange);
  reportIndex.current = onIndexChange;
  useEffect(() => reportIndex.current?.(snapshot.currentIndex), [snapshot.currentIndex]);

  return {
    state,
    snapshot,
    reducedMotion,
    lightboxIndex,
    setLightboxIndex,
    controls: createElement(GalleryControls, { state, snapshot }),
    lightbox: props.lightbox
      ? createElement(GalleryLightbox, {
          gallery: props,
          index: lightboxIndex,
          onClose: () => setLightboxIndex(null),
        })
      : null,
    rootProps: {
      ...swipe,
      onPointerDown(event) {
        swiped.current = false;
        swipe.onPointerDown(event);
      },
      onKeyDown(event) {
        if (event.defaultPrevented) return;
        const code =
          event.key === 'ArrowLeft' ? KEY_PREVIOUS : event.key === 'ArrowRight' ? KEY_NEXT : 0;
        if (code && state.handleKey(code)) event.preventDefault();
      },
      onMouseEnter: () => state.setHover('gallery', true),
      onMouseLeave: () => state.setHover('gallery', false),
      onClickCapture(event) {
        // The click that ends a swipe does not also step or open.
        if (swiped.current) {
          swiped.current = false;
          event.preventDefault();
          event.stopPropagation();
        }
      },
    },
  };
}
