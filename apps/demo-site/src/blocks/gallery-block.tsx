import { GALLERY_TRANSITIONS, GalleryBlock } from '@vitrine/gallery/block';
import {
  type GalleryBlockData,
  type GallerySlide,
  type GalleryTransitionName,
  parseGalleryBlockData,
  parseGallerySlides,
} from '@vitrine/gallery/core';
import type { BlockProps } from '@vitrine/runtime/registry';
import { type Decoded, fail, isRecord, ok, text } from './decode-helpers';

export interface GalleryData {
  readonly settings: GalleryBlockData;
  readonly transition: GalleryTransitionName | undefined;
  readonly slides: readonly GallerySlide[];
  readonly label: string;
}

/** A placeholder colour as `#rgb` or `#rrggbb` only: it goes into a style. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The page's own rule on top of the gallery's parser: a placeholder colour goes into a style. */
const withSafeColour = (slide: GallerySlide): GallerySlide => {
  if (slide.placeholderColor === undefined || HEX_COLOR.test(slide.placeholderColor)) return slide;
  const { placeholderColor: _dropped, ...rest } = slide;
  return rest;
};

const isTransitionName = (name: string): name is GalleryTransitionName =>
  Object.hasOwn(GALLERY_TRANSITIONS, name);

export function decode(input: unknown): Decoded<GalleryData> {
  if (!isRecord(input) || !isRecord(input.settings))
    return fail('Error decoding gallery block data.');
  // Page JSON is unknown: the gallery's own parsers type it (a field outside its type is left out
  // with a warning, and the spec's default applies).
  const parsed = parseGalleryBlockData(input.settings);
  if (!parsed.ok) return fail(parsed.error);
  const settings = parsed.value;
  const name = text(input.settings.transition);
  const transition = name && isTransitionName(name) ? name : undefined;
  // Spec 001 §8's message, as a decoding error instead of a throw while rendering.
  if (name && !transition) return fail(`Could not find transition named ${name}`);
  const read = parseGallerySlides(input.slides);
  if (!read.ok) return fail(read.error);
  for (const warning of [...parsed.warnings, ...read.warnings])
    console.warn(`@vitrine/gallery: ${warning}`);
  const slides = read.value.map(withSafeColour);
  if (slides.length === 0) return fail('No images');
  return ok({
    settings,
    transition,
    slides,
    label: text(input.label, 'Galerie'),
  });
}

export function Component({ data }: BlockProps<GalleryData>) {
  return (
    <GalleryBlock
      data={data.settings}
      slides={data.slides}
      label={data.label}
      historyHash={data.settings.historyHash === true}
      transition={data.transition}
    />
  );
}
