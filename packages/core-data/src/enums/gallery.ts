import { defineEnum, type EnumValueOf } from './define-enum';

/** Gallery designs, the block setting `design`, spec 001 §2. */
export const GalleryDesign = /* @__PURE__ */ defineEnum({
  STACKED: 'stacked',
  SLIDER: 'slider',
  SLIDESHOW: 'slideshow',
  GRID: 'grid',
  AUTOGRID: 'autogrid',
  AUTOCOLUMNS: 'autocolumns',
  CAROUSEL: 'carousel',
  LIST: 'list',
});
export type GalleryDesign = EnumValueOf<typeof GalleryDesign>;

/** Gallery display layouts, spec 001 §2 and §9. */
export const GalleryLayout = /* @__PURE__ */ defineEnum({
  BASE: 'base',
  STRIP: 'strip',
  STACKED: 'stacked',
  GRID: 'grid',
  AUTOGRID: 'autogrid',
  AUTOCOLUMNS: 'autocolumns',
  AUTOROWS: 'autorows',
  CAROUSEL: 'carousel',
  LIST: 'list',
});
export type GalleryLayout = EnumValueOf<typeof GalleryLayout>;

const LAYOUT_FOR_DESIGN: ReadonlyMap<unknown, GalleryLayout> = /* @__PURE__ */ new Map<
  GalleryDesign,
  GalleryLayout
>([
  [GalleryDesign.STACKED, GalleryLayout.BASE],
  [GalleryDesign.SLIDER, GalleryLayout.STRIP],
  [GalleryDesign.SLIDESHOW, GalleryLayout.STACKED],
  [GalleryDesign.GRID, GalleryLayout.GRID],
  [GalleryDesign.AUTOGRID, GalleryLayout.AUTOGRID],
  [GalleryDesign.AUTOCOLUMNS, GalleryLayout.AUTOCOLUMNS],
  [GalleryDesign.CAROUSEL, GalleryLayout.CAROUSEL],
  [GalleryDesign.LIST, GalleryLayout.LIST],
]);

/**
 * The display layout of a gallery design, spec 001 §2: stacked → base, slider → strip,
 * slideshow → stacked, grid/autogrid/autocolumns/carousel/list → themselves, anything else → base.
 */
export function galleryLayoutForDesign(design: unknown): GalleryLayout {
  return LAYOUT_FOR_DESIGN.get(design) ?? GalleryLayout.BASE;
}

/** Transitions of the stacked (slideshow) layout, spec 001 §4; fade is the default. */
export const StackedTransition = /* @__PURE__ */ defineEnum({
  FADE: 'fade',
  KEN_BURNS: 'ken-burns',
  NEW_SWIPE: 'new-swipe',
  SCROLL: 'scroll',
  SWIPE: 'swipe',
});
export type StackedTransition = EnumValueOf<typeof StackedTransition>;

/** Spec 001 §4: fade is the stacked layout's default transition. */
export const DEFAULT_STACKED_TRANSITION: StackedTransition = StackedTransition.FADE;

/** Alignments of the active slide in the strip layout, spec 001 §4 and §5. */
export const StripAlignment = /* @__PURE__ */ defineEnum({
  START: 'start',
  MIDDLE: 'middle',
  END: 'end',
});
export type StripAlignment = EnumValueOf<typeof StripAlignment>;

/** Spec 001 §4: the strip aligns the active slide in the middle by default. */
export const DEFAULT_STRIP_ALIGNMENT: StripAlignment = StripAlignment.MIDDLE;

/** Swipe boundaries, spec 001 §5. */
export const SwipeBoundary = /* @__PURE__ */ defineEnum({
  NONE: 'none',
  HARD: 'hard',
  INERTIAL: 'inertial',
});
export type SwipeBoundary = EnumValueOf<typeof SwipeBoundary>;

/** Lightbox themes, spec 001 §3 (gallery block data and lightbox options). */
export const LightboxTheme = /* @__PURE__ */ defineEnum({
  DARK: 'dark',
  LIGHT: 'light',
});
export type LightboxTheme = EnumValueOf<typeof LightboxTheme>;

/** The gallery block setting `active-alignment`, spec 001 §3. */
export const ActiveAlignment = /* @__PURE__ */ defineEnum({
  LEFT: 'left',
  CENTER: 'center',
  RIGHT: 'right',
});
export type ActiveAlignment = EnumValueOf<typeof ActiveAlignment>;

/** Slide types, the slide attribute `data-type`, spec 001 §3. */
export const SlideType = /* @__PURE__ */ defineEnum({
  IMAGE: 'image',
  VIDEO: 'video',
});
export type SlideType = EnumValueOf<typeof SlideType>;

/** Gallery media types, spec 001 §3 "Editor-side entities". */
export const GalleryMediaType = /* @__PURE__ */ defineEnum({
  IMAGE_EMPTY: 'imageEmpty',
  IMAGE_FILE: 'imageFile',
  IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused',
  ASSET_REUSED: 'assetReused',
  VIDEO: 'video',
});
export type GalleryMediaType = EnumValueOf<typeof GalleryMediaType>;
