import { type ImageEntry, imageByFile } from '../../content/images';
import { serverText } from '../catalogue/server-text';
import { type ImageStepChoice, resolveImageStep } from './image-steps';

/** What a request for an image comes to: the catalogue entry and the pixel size to send. */
export type ImageRequest =
  | {
      readonly ok: true;
      readonly entry: ImageEntry;
      readonly step: ImageStepChoice;
      /** The width sent: the step, or the original's width when that is narrower. */
      readonly width: number;
      readonly height: number;
    }
  | { readonly ok: false; readonly status: 400 | 404; readonly error: string };

// A plain file name: letters, digits, dots, dashes and underscores, no leading dot. Anything
// else (slashes, `..`, NUL and other control characters) is refused before the catalogue is
// even asked.
const FILE_NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/i;

export const IMAGE_REQUEST_ERRORS = {
  invalidName: serverText('server.image.invalidName'),
  notFound: serverText('server.image.notFound'),
} as const;

/** The pixel size sent for a step: never wider than the original, height by its ratio. */
export function imageOutputSize(entry: ImageEntry, step: number) {
  const width = Math.max(1, Math.min(step, entry.width));
  return { width, height: Math.max(1, Math.round((width * entry.height) / entry.width)) };
}

/**
 * Checks a request's file name and `format` parameter. Only catalogue entries are ever
 * drawn and cached, so nothing from the request reaches the file system.
 */
export function resolveImageRequest(file: string, format: string | null | undefined): ImageRequest {
  if (!FILE_NAME.test(file) || file.includes('..')) {
    return { ok: false, status: 400, error: IMAGE_REQUEST_ERRORS.invalidName };
  }
  const entry = imageByFile(file);
  if (!entry) return { ok: false, status: 404, error: IMAGE_REQUEST_ERRORS.notFound };
  const step = resolveImageStep(format);
  return { ok: true, entry, step, ...imageOutputSize(entry, step.step) };
}
