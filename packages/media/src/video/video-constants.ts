/** Height of a video frame in percent of its width when nothing says otherwise (spec 001 §9). */
export const DEFAULT_VIDEO_ASPECT_PERCENT = 56.3;

import { describeValue } from '@vitrine/core-data/format';

/** Placeholder height in percent when the aspect ratio is 'Auto' (spec 001 §9). */
export const AUTO_PLACEHOLDER_RATIO = 65;

/** The video modes of spec 001 §3 and §5 (null is allowed too). */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;

/** Console messages of the video embed; the invalid embed is worded as spec 001 §8 does. */
export const VIDEO_MESSAGES = {
  invalidEmbed: 'Invalid video embed',
  invalidMode: (mode: unknown) =>
    `Invalid video mode ${describeValue(mode)}: it must be none, fit, fill or null.`,
  invalidAspectRatio: (ratio: unknown) =>
    `Invalid video aspect ratio ${JSON.stringify(ratio)}: using ${DEFAULT_VIDEO_ASPECT_PERCENT} %.`,
} as const;
