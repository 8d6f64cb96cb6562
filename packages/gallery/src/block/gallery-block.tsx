'use client';
import { type CSSProperties, useState } from 'react';
import {
  type GalleryBlockData,
  galleryConfigFromBlock,
  readGalleryBlockData,
} from '../core/block-data';
import type { GalleryTransitionName } from '../core/gallery-enums';
import type { GallerySlide } from '../core/gallery-slide';
import type { GalleryState } from '../core/gallery-state';
import { StripGallery } from '../strip/strip-gallery';
import { DESIGN_LAYOUTS } from './gallery-layouts';
import { transitionNamed } from './gallery-transitions';

export interface GalleryBlockProps {
  readonly slides: readonly GallerySlide[];
  /** The `data-block-json` attribute's text, read first. */
  readonly blockJson?: string | null;
  /**
   * The stored block data, read when there is no `data-block-json`. Block data of unknown shape
   * (JSON from a page) goes through `readGalleryBlockData(null, input)` from
   * `@vitrine/gallery/core` first. The block still checks it at run time: data that is not an
   * object renders nothing, a field outside its type takes the spec's default (spec 001 §3, §8).
   */
  readonly data?: GalleryBlockData;
  readonly label?: string;
  readonly historyHash?: boolean;
  readonly collectionUrl?: string;
  /**
   * The slideshow's transition by name (design `slideshow`, spec 001 §4): fade by default. Still
   * checked at run time: an unknown name throws 'Could not find transition named ...' (spec 001 §8).
   */
  readonly transition?: GalleryTransitionName;
  readonly loop?: boolean;
}

/**
 * A gallery block (spec 001 §2, §3): the design maps to its layout, the block settings to its
 * props; undecodable data renders nothing (and logs 'Error decoding gallery block data.').
 * A slideshow with `thumbnails` gets a linked thumbnail strip.
 */
export function GalleryBlock({
  slides,
  blockJson,
  data,
  label,
  historyHash,
  collectionUrl,
  transition,
  loop,
}: GalleryBlockProps) {
  const [main, setMain] = useState<GalleryState>();
  const block = readGalleryBlockData(blockJson, data);
  if (!block) return null;
  const config = galleryConfigFromBlock(block);
  // The design's layout, always one of DESIGN_LAYOUTS (any other design shows as base).
  const Layout = DESIGN_LAYOUTS[config.layout];
  const slideshow =
    config.layout === 'stacked' || config.layout === 'strip' || config.layout === 'carousel';
  // mixedContent false: image slides only (spec 001 §3); video slides play through VideoEmbed.
  const shown = config.mixedContent ? slides : slides.filter((slide) => slide.type === 'image');
  const props = {
    slides: shown,
    crop: config.crop,
    label,
    historyHash,
    collectionUrl,
    lightbox: config.lightbox,
    lightboxTheme: config.lightboxTheme,
    aspectRatio: config.aspectRatio,
    slidesPerRow: config.slidesPerRow,
    padding: config.padding,
    columnWidth: config.columnWidth,
    gutter: config.gutter,
    imageWidth: config.listImageWidth,
    ...(slideshow
      ? {
          loop,
          autoplay: config.autoplay,
          autoplayOptions: { timeout: config.autoplayTimeout },
          ...(config.layout === 'stacked'
            ? { transition: transitionNamed(transition), onStateReady: setMain }
            : {}),
          ...(config.layout === 'strip'
            ? {
                alignment: { left: 'start', center: 'middle', right: 'end' }[
                  config.activeAlignment
                ],
              }
            : {}),
        }
      : {}),
  };
  // Settings the layouts' CSS reads (cheaper than props through every layout).
  const style = {
    '--vitrine-gallery-vsize': config.vSize && `${config.vSize}vh`,
    '--vitrine-gallery-thumbs-per-row': config.thumbnailsPerRow,
    '--vitrine-gallery-thumbs-margin': `${config.thumbnailStripMargin}px`,
  } as CSSProperties;
  return (
    <div
      className="vitrine-gallery-block"
      data-design={config.design}
      data-layout={config.layout}
      data-meta-position={config.metaPosition}
      data-square-thumbs={config.squareThumbs || undefined}
      data-thumbs-per-row={config.thumbnailsPerRow}
      data-vsize={config.vSize ?? undefined}
      style={style}
    >
      <Layout {...props} />
      {/* Rendered from the start (on the server too), linked once the slideshow is ready: its
          space is there before hydration, so nothing below moves (no layout shift). */}
      {config.thumbnails && config.layout === 'stacked' ? (
        <StripGallery
          slides={shown}
          variant="thumbnails"
          linkedGallery={main}
          height={config.thumbnailStripHeight}
        />
      ) : null}
    </div>
  );
}
