'use client';
import { Image } from '@vitrine/media/image';
import type { ReactNode } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import { useSlideVideo } from './use-slide-video';

export interface SlideMediaProps {
  readonly slide: GallerySlide;
  /** `cover` crops to the box around the focal point; `contain` fits; `none` keeps the ratio. */
  readonly crop?: 'cover' | 'contain' | 'none';
  /** Video slides show their player only while active; otherwise their 16:9 thumbnail. */
  readonly active?: boolean;
  /** Loads near the viewport only (default) or at once. */
  readonly load?: true | 'viewport';
  /**
   * Far from the view: a light box of the image's size with its placeholder, and no loader,
   * observer or state, until the layout finds it near (`useNearSlides`).
   */
  readonly far?: boolean;
}

/**
 * A slide's image through `@vitrine/media` (size steps, focal point; its placeholder until it
 * loads, a neutral box with its alt text if it fails), or its video embed while
 * active: an inactive video slide shows its thumbnail, so leaving a slide resets its video.
 */
export function SlideMedia({
  slide,
  crop = 'cover',
  active = false,
  load = 'viewport',
  far = false,
}: SlideMediaProps) {
  if (slide.type === 'video' && slide.video && active) {
    return (
      <ActiveVideo video={slide.video}>
        <SlideMedia slide={slide} crop={crop} load={load} />
      </ActiveVideo>
    );
  }
  const src = slide.type === 'video' ? (slide.video?.thumbnailUrl ?? slide.src) : slide.src;
  if (!src) return <div className="vitrine-gallery__placeholder" data-type={slide.type} />;
  if (far) {
    const size = slide.dimensions;
    return (
      <span
        className="vitrine-image vitrine-gallery__image vitrine-gallery__far"
        data-placeholder
        data-type={slide.type}
        // Named like the image it stands for: a far slide's lightbox button keeps its name.
        {...(slide.alt ? { role: 'img', 'aria-label': slide.alt } : { 'aria-hidden': true })}
        style={{
          aspectRatio: size ? `${size.width} / ${size.height}` : undefined,
          backgroundColor: slide.placeholderColor,
        }}
      />
    );
  }
  return (
    <Image
      className="vitrine-gallery__image"
      src={src}
      alt={slide.alt}
      dimensions={slide.dimensions}
      focalPoint={slide.focalPoint}
      cropMode={crop}
      load={load}
      placeholderColor={slide.placeholderColor}
      placeholderPreview={slide.placeholderPreview}
      data-type={slide.type}
    />
  );
}

/**
 * An active video slide's player. Its code is fetched when a video slide first becomes active:
 * until it arrives (and on a server that did not load it) the slide shows its thumbnail.
 */
function ActiveVideo({
  video,
  children,
}: {
  readonly video: NonNullable<GallerySlide['video']>;
  readonly children: ReactNode;
}) {
  const VideoEmbed = useSlideVideo(true);
  if (!VideoEmbed) return children;
  return <VideoEmbed data={video} className="vitrine-gallery__video" />;
}
