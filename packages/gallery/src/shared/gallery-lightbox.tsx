'use client';
import { Lightbox, type LightboxItem } from '@vitrine/lightbox/lightbox';
import { useMemo } from 'react';
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

/** The gallery's slides in the lightbox (spec 001 §3: the `lightbox` setting). */
export function GalleryLightbox({
  slides,
  index,
  onClose,
  theme,
  historyHash,
}: GalleryLightboxProps) {
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
      open={index !== null}
      startIndex={index ?? 0}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      theme={theme}
      historyHash={historyHash}
    />
  );
}
