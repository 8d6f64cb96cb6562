import { IMAGE_SIZE_STEPS, pickImageSize } from '@vitrine/media/image-core';

/** The widths the image server makes, widest first (spec 001 §9). */
export const IMAGE_STEPS: readonly number[] = IMAGE_SIZE_STEPS;

/** The step sent when the address asks for none, or for something that is not a width. */
export const DEFAULT_IMAGE_STEP = 1000;

export interface ImageStepChoice {
  readonly step: number;
  /** `exact`: a step was asked; `rounded`: another width, raised to the next step (or lowered
   * to the widest); `default`: no width, or not a width. */
  readonly source: 'exact' | 'rounded' | 'default';
}

// `750w` as the loader writes it (spec 001 §5); a bare number or a capital W are read too.
const FORMAT_WIDTH = /^(\d{1,7}(?:\.\d+)?)w?$/i;

/**
 * The size step for the `format` query parameter: a step as it is; any other width, the
 * smallest step at least as wide (2500 above all steps); missing or unreadable, 1000.
 */
export function resolveImageStep(format: string | null | undefined): ImageStepChoice {
  const match = FORMAT_WIDTH.exec(format?.trim() ?? '');
  if (!match?.[1]) return { step: DEFAULT_IMAGE_STEP, source: 'default' };
  const width = Number(match[1]);
  if (IMAGE_STEPS.includes(width)) return { step: width, source: 'exact' };
  return { step: pickImageSize(width, 1), source: 'rounded' };
}
