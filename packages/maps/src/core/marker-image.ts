import type { MapStyle } from '@vitrine/core-data/enums';
import { MARKER_DRAWN_SIZE, MARKER_IMAGE_SIZE } from './map-constants';
import {
  GRAYSCALE,
  MINIMAL_BLUE,
  MINIMAL_DARK,
  MINIMAL_LIGHT,
  ORIGINAL,
  SATELLITE,
} from './map-style-members';

/** A marker image and how it is drawn: a 48x64 image at half size, its tip on the point. */
export interface MarkerImage {
  readonly url: string;
  /** The image's own size: 48x64 (spec 001 §3). */
  readonly imageWidth: number;
  readonly imageHeight: number;
  /** The size it is drawn at: half, 24x32 (spec 001 §9). */
  readonly width: number;
  readonly height: number;
  /** The point of the drawn image that sits on the location: the middle of its bottom edge. */
  readonly anchorX: number;
  readonly anchorY: number;
}

/** A 48x64 pin drawn in `fill` with a `dot` in its head, as an SVG data URL. */
function pinImage(fill: string, dot: string): string {
  const { width, height } = MARKER_IMAGE_SIZE;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 48 64">` +
    `<path d="M24 0C10.7 0 0 10.7 0 24c0 17.4 24 40 24 40s24-22.6 24-40C48 10.7 37.3 0 24 0z" fill="${fill}"/>` +
    `<circle cx="24" cy="24" r="9" fill="${dot}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Builds the marker image of one URL, drawn at half its 48x64 size. */
export function markerImage(url: string): MarkerImage {
  return {
    url,
    imageWidth: MARKER_IMAGE_SIZE.width,
    imageHeight: MARKER_IMAGE_SIZE.height,
    width: MARKER_DRAWN_SIZE.width,
    height: MARKER_DRAWN_SIZE.height,
    anchorX: MARKER_DRAWN_SIZE.width / 2,
    anchorY: MARKER_DRAWN_SIZE.height,
  };
}

/**
 * The marker image of each style (spec 001 §3: "a marker image of 48x64 or none"). Original
 * and satellite have none and keep Google's red pin; the others get a pin in their colours.
 */
export const MARKER_IMAGES: Readonly<Record<MapStyle, MarkerImage | null>> =
  /* @__PURE__ */ (() => ({
    [ORIGINAL]: null,
    [GRAYSCALE]: markerImage(pinImage('#3a3a3a', '#ffffff')),
    [SATELLITE]: null,
    [MINIMAL_LIGHT]: markerImage(pinImage('#111111', '#f5f5f5')),
    [MINIMAL_DARK]: markerImage(pinImage('#f5f5f5', '#212121')),
    [MINIMAL_BLUE]: markerImage(pinImage('#1f3f6e', '#ffffff')),
  }))();
