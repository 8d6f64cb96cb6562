import { GALLERY_TRANSITIONS, GalleryBlock } from '@vitrine/gallery/block';
import {
  type GalleryBlockData,
  type GallerySlide,
  type GalleryTransitionName,
  readGalleryBlockData,
} from '@vitrine/gallery/core';
import type { BlockProps } from '@vitrine/runtime/registry';
import { type Decoded, fail, isRecord, listOf, num, ok, text } from './decode-helpers';

export interface GalleryData {
  readonly settings: GalleryBlockData;
  readonly transition: GalleryTransitionName | undefined;
  readonly slides: readonly GallerySlide[];
  readonly label: string;
}

/** A placeholder colour as `#rgb` or `#rrggbb` only: it goes into a style. */
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function readSlide(input: unknown): GallerySlide | undefined {
  if (!isRecord(input)) return undefined;
  const src = text(input.src);
  const id = text(input.id);
  if (!src || !id) return undefined;
  const dimensions = isRecord(input.dimensions)
    ? { width: num(input.dimensions.width, 0), height: num(input.dimensions.height, 0) }
    : undefined;
  const focalPoint = isRecord(input.focalPoint)
    ? { x: num(input.focalPoint.x, 0.5), y: num(input.focalPoint.y, 0.5) }
    : undefined;
  return {
    id,
    type: input.type === 'video' ? 'video' : 'image',
    src,
    alt: text(input.alt),
    ...(dimensions && dimensions.width > 0 && dimensions.height > 0 ? { dimensions } : {}),
    ...(focalPoint ? { focalPoint } : {}),
    ...(typeof input.title === 'string' ? { title: input.title } : {}),
    ...(typeof input.description === 'string' ? { description: input.description } : {}),
    ...(typeof input.url === 'string' ? { url: input.url } : {}),
    ...(typeof input.placeholderColor === 'string' && HEX_COLOR.test(input.placeholderColor)
      ? { placeholderColor: input.placeholderColor }
      : {}),
  };
}

const isTransitionName = (name: string): name is GalleryTransitionName =>
  Object.hasOwn(GALLERY_TRANSITIONS, name);

export function decode(input: unknown): Decoded<GalleryData> {
  if (!isRecord(input) || !isRecord(input.settings))
    return fail('Error decoding gallery block data.');
  // Page JSON is unknown: the gallery's own reader types it (each field is checked as it applies).
  const settings = readGalleryBlockData(null, input.settings);
  if (!settings) return fail('Error decoding gallery block data.');
  const name = text(input.settings.transition);
  const transition = name && isTransitionName(name) ? name : undefined;
  // Spec 001 §8's message, as a decoding error instead of a throw while rendering.
  if (name && !transition) return fail(`Could not find transition named ${name}`);
  const slides = listOf(input.slides, readSlide);
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
