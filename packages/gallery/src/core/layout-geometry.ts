import type { StripAlignment } from '@vitrine/core-data/enums';
import {
  CAROUSEL_MEDIUM_PER_ROW,
  CAROUSEL_MEDIUM_WIDTH_PX,
  CAROUSEL_NARROW_PER_ROW,
  CAROUSEL_NARROW_WIDTH_PX,
  LAYOUT_DEFAULTS,
  META_OVERLAY_CAP,
  META_OVERLAY_TRIGGER,
} from './gallery-constants';

/** Carousel slides per row (spec 001 §9): 2 under 480 px, 3 under 724 px, else the setting (3). */
export function carouselSlidesPerRow(
  width: number,
  slidesPerRow: number = LAYOUT_DEFAULTS.carousel.slidesPerRow,
): number {
  if (width < CAROUSEL_NARROW_WIDTH_PX) return CAROUSEL_NARROW_PER_ROW;
  if (width < CAROUSEL_MEDIUM_WIDTH_PX) return CAROUSEL_MEDIUM_PER_ROW;
  return Math.max(1, Math.trunc(slidesPerRow) || LAYOUT_DEFAULTS.carousel.slidesPerRow);
}

export interface CarouselGroups {
  /** How many groups the slides make. */
  readonly groupCount: number;
  /** The group holding `index`. */
  readonly group: number;
  /** Controls are hidden when every slide fits in one group (spec 001 §4). */
  readonly controlsHidden: boolean;
  /** Previous is disabled on the first group, next on the last (spec 001 §4). */
  readonly previousDisabled: boolean;
  readonly nextDisabled: boolean;
  /** The first slide index of the group. */
  readonly firstIndex: number;
}

/** The carousel's grouping (spec 001 §4: slides are grouped; the current group slides). */
export function carouselGroups(count: number, perRow: number, index: number): CarouselGroups {
  const size = Math.max(1, perRow);
  const groupCount = Math.max(1, Math.ceil(count / size));
  const group = Math.min(groupCount - 1, Math.max(0, Math.floor(index / size)));
  return {
    groupCount,
    group,
    controlsHidden: count <= size,
    previousDisabled: group === 0,
    nextDisabled: group === groupCount - 1,
    firstIndex: group * size,
  };
}

/**
 * The strip's translation in px so that the active slide sits at the start, in the middle or
 * at the end of the viewport (spec 001 §4).
 */
export function stripOffset(
  slideStart: number,
  slideWidth: number,
  viewportWidth: number,
  alignment: StripAlignment,
): number {
  if (alignment === 'start') return -slideStart;
  if (alignment === 'end') return -(slideStart + slideWidth - viewportWidth);
  return -(slideStart + slideWidth / 2 - viewportWidth / 2);
}

/**
 * The meta overlay's maximum height (spec 001 §9): 40 % of the container once the content
 * exceeds 90 % of it, else no cap (undefined).
 */
export function metaOverlayMaxHeight(
  containerHeight: number,
  contentHeight: number,
): number | undefined {
  if (containerHeight <= 0) return undefined;
  return contentHeight > containerHeight * META_OVERLAY_TRIGGER
    ? containerHeight * META_OVERLAY_CAP
    : undefined;
}

/** How many thumbnails fill a width (spec 001 §9: enough preloaded to fill the width). */
export function thumbnailsToFill(width: number, thumbnailWidth: number): number {
  if (thumbnailWidth <= 0 || width <= 0) return 0;
  return Math.ceil(width / thumbnailWidth);
}
