import { defineEnum, type EnumValueOf } from './define-enum';

/** Image crop modes, spec 001 §3 "Image loading configuration". */
export const ImageCropMode = /* @__PURE__ */ defineEnum({
  NONE: 'none',
  COVER: 'cover',
  CONTAIN: 'contain',
});
export type ImageCropMode = EnumValueOf<typeof ImageCropMode>;

/** How a wanted image size is asked of the image server, spec 001 §3. */
export const ImageSizeFormat = /* @__PURE__ */ defineEnum({
  QUERY_STRING: 'queryString',
  FILENAME: 'filename',
});
export type ImageSizeFormat = EnumValueOf<typeof ImageSizeFormat>;

/** Fit alignments of a contained image, spec 001 §3; center when missing (spec 001 §5). */
export const FitAlignment = /* @__PURE__ */ defineEnum({
  TOP: 'top',
  LEFT: 'left',
  CENTER: 'center',
  RIGHT: 'right',
  BOTTOM: 'bottom',
});
export type FitAlignment = EnumValueOf<typeof FitAlignment>;
