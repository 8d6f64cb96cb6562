'use client';
import type { GallerySlide } from '../core/gallery-slide';
import { SlideFrame, type SlideFrameTranslator } from '../shared/slide-frame';
import { SlideMedia } from '../shared/slide-media';

export interface CarouselTrackProps {
  readonly t: SlideFrameTranslator;
  readonly slides: readonly GallerySlide[];
  /** The group shown, its slides current. */
  readonly group: number;
  readonly perRow: number;
  readonly gutter: number;
  readonly crop?: 'cover' | 'contain' | 'none';
  /** Whether a slide is near the view (its media mounted). */
  readonly near: (index: number) => boolean;
  /** Opens the lightbox on a slide, when the `lightbox` setting is on. */
  readonly onOpen?: ((index: number) => void) | undefined;
  /** The edge bounce animation ended. */
  readonly onBounceEnd: () => void;
}

/** The carousel's track: every slide in rows, translated so the shown group is in view. */
export function CarouselTrack({
  t,
  slides,
  group,
  perRow,
  gutter,
  crop,
  near,
  onOpen,
  onBounceEnd,
}: CarouselTrackProps) {
  return (
    <div
      className="vitrine-gallery__track"
      data-group={group}
      style={{ transform: `translateX(calc(${-group} * (100% + ${gutter}px)))` }}
      onAnimationEnd={onBounceEnd}
    >
      {slides.map((slide, index) => {
        const shown = Math.floor(index / perRow) === group;
        return (
          <SlideFrame
            t={t}
            key={slide.id}
            slide={slide}
            index={index}
            total={slides.length}
            current={shown}
            far={!near(index)}
            onOpen={onOpen}
          >
            {/* Video slides of the shown group offer their player; the others their thumbnail. */}
            <SlideMedia slide={slide} crop={crop} active={shown} far={!near(index)} />
          </SlideFrame>
        );
      })}
    </div>
  );
}
