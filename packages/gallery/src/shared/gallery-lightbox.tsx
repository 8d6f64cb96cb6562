'use client';
import { Lightbox, type LightboxItem } from '@vitrine/lightbox/lightbox';
import { useMemo, useState } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import { SlideMedia } from './slide-media';

export interface GalleryLightboxProps {
  readonly slides: readonly GallerySlide[];
  /** The slide shown, or null while closed. */
  readonly index: number | null;
  readonly onClose: () => void;
  readonly theme?: 'dark' | 'light';
  readonly historyHash?: boolean;
}

/**
 * The gallery's slides in the lightbox (spec 001 §3: the `lightbox` setting). The layout opens
 * it on a slide (`index`); with `historyHash` the lightbox also opens itself on the slide the
 * address names, and on Forward (spec 001 §2).
 */
export function GalleryLightbox({
  slides,
  index,
  onClose,
  theme,
  historyHash,
}: GalleryLightboxProps) {
  // Opened by the lightbox itself, from the address: it knows the item.
  const [openedByAddress, setOpenedByAddress] = useState(false);
  const items = useMemo<LightboxItem[]>(
    () =>
      slides.map((slide) => ({
        id: slide.id,
        url: slide.url,
        src: slide.src,
        alt: slide.alt,
        width: slide.dimensions?.width,
        height: slide.dimensions?.height,
        caption: slide.title ?? slide.description,
        ...(slide.type === 'video'
          ? { content: <SlideMedia slide={slide} active crop="contain" load /> }
          : {}),
      })),
    [slides],
  );
  return (
    <Lightbox
      items={items}
      open={index !== null || openedByAddress}
      startIndex={index ?? 0}
      onOpenChange={(open) => {
        setOpenedByAddress(open);
        if (!open) onClose();
      }}
      theme={theme}
      historyHash={historyHash}
    />
  );
}
