import type {
  GalleryDesign,
  GalleryLayout,
  StackedTransition,
  StripAlignment,
  SwipeBoundary,
} from '@vitrine/core-data/enums';

// Local copies of core-data's gallery enumerations (its types, our values): importing those at
// run time pulls in core-data's whole `/enums` entry, ~1 kB min+gz that is not tree-shaken.
// gallery-enums.test.ts keeps them equal to core-data's.

/** A gallery design by the spec's name, the block setting `design` (spec 001 §2). */
export type { GalleryDesign };

/** A slideshow transition by the spec's name, `GalleryBlock`'s `transition` (spec 001 §4). */
export type GalleryTransitionName = StackedTransition;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.includes(value as T);

/** Spec 001 §2, §9 display layouts. */
export const isGalleryLayout = oneOf<GalleryLayout>([
  'base',
  'strip',
  'stacked',
  'grid',
  'autogrid',
  'autocolumns',
  'autorows',
  'carousel',
  'list',
]);

/** Spec 001 §4 stacked transitions; fade is the default. */
export const isStackedTransition = oneOf<StackedTransition>([
  'fade',
  'ken-burns',
  'new-swipe',
  'scroll',
  'swipe',
]);

/** Spec 001 §4, §5 strip alignments; middle is the default. */
export const isStripAlignment = oneOf<StripAlignment>(['start', 'middle', 'end']);
export const DEFAULT_STRIP_ALIGNMENT: StripAlignment = 'middle';

/** Spec 001 §5 swipe boundaries. */
export const isSwipeBoundary = oneOf<SwipeBoundary>(['none', 'hard', 'inertial']);

/** A layout some design maps to: every layout but autorows (spec 001 §2). */
export type DesignLayout = Exclude<GalleryLayout, 'autorows'>;

const LAYOUT_FOR_DESIGN = new Map<unknown, DesignLayout>([
  ['stacked', 'base'],
  ['slider', 'strip'],
  ['slideshow', 'stacked'],
  ['grid', 'grid'],
  ['autogrid', 'autogrid'],
  ['autocolumns', 'autocolumns'],
  ['carousel', 'carousel'],
  ['list', 'list'],
]);

/** Spec 001 §2 "Mapping to display layout"; anything else → base. */
export const layoutForDesign = (design: unknown): DesignLayout =>
  LAYOUT_FOR_DESIGN.get(design) ?? 'base';

/** Whether `value` is one of the eight designs (spec 001 §2). */
export const isGalleryDesign = (value: unknown): value is GalleryDesign =>
  LAYOUT_FOR_DESIGN.has(value);
