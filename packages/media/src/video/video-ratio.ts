import { AUTO_PLACEHOLDER_RATIO, DEFAULT_VIDEO_ASPECT_PERCENT } from './video-constants';

/**
 * A width-to-height ratio from a number (`1.7778`), a numeric string or `'W:H'` / `'W/H'`
 * (`'16:9'`); null when it is none of these or not positive.
 */
export function parseAspectRatio(value: unknown): number | null {
  const [width, height = 1] = (
    typeof value === 'string'
      ? value.split(/[:/]/).map((part) => (part.trim() ? +part : Number.NaN))
      : [value]
  ) as number[];
  const ratio = typeof width === 'number' ? width / height : Number.NaN;
  return ratio > 0 && Number.isFinite(ratio) ? ratio : null;
}

/**
 * A video placeholder's height in percent of its width: 65 when the aspect ratio is 'Auto', else
 * 100 divided by the ratio, to two decimals (1.7778 → 56.25) (spec 001 §9). A ratio that does not
 * parse, or so extreme that the height rounds to 0 % or overflows, gives the default video
 * aspect, 56.3.
 */
export function videoPlaceholderRatio(aspectRatio: unknown): number {
  if (typeof aspectRatio === 'string' && aspectRatio.trim().toLowerCase() === 'auto') {
    return AUTO_PLACEHOLDER_RATIO;
  }
  const ratio = parseAspectRatio(aspectRatio);
  // An extreme ratio rounds to 0 % or overflows to Infinity: the default frame instead.
  const percent = ratio ? Math.round(10_000 / ratio) / 100 : 0;
  return percent > 0 && Number.isFinite(percent) ? percent : DEFAULT_VIDEO_ASPECT_PERCENT;
}
