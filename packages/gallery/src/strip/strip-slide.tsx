'use client';
import type { GallerySlide } from '../core/gallery-slide';
import { SlideFrame, type SlideFrameTranslator } from '../shared/slide-frame';
import { SlideMedia } from '../shared/slide-media';

export interface StripSlideProps {
  readonly t: SlideFrameTranslator;
  readonly slide: GallerySlide;
  readonly index: number;
  readonly total: number;
  readonly current: boolean;
  /** Far from the view: a light box of the slide's size, its media not mounted. */
  readonly far: boolean;
  /** Opens the lightbox on the slide, when the `lightbox` setting is on. */
  readonly onOpen?: ((index: number) => void) | undefined;
}

/** One slide of the strip, at the strip's height and uncropped (spec 001 §4). */
export function StripSlide({ t, slide, index, total, current, far, onOpen }: StripSlideProps) {
  return (
    <SlideFrame
      t={t}
      slide={slide}
      index={index}
      total={total}
      current={current ? true : undefined}
      far={far}
      onOpen={onOpen}
    >
      <SlideMedia slide={slide} active={current} crop="none" far={far} />
    </SlideFrame>
  );
}
