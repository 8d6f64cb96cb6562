import { CAPTCHA_COMPACT_BELOW } from '@vitrine/core-data/limits';
import type { CaptchaSize } from './captcha-provider';

/** The captcha is compact in a container under 320 px (spec 000 §9 "Layout thresholds"). */
export function captchaSize(containerWidth: number): CaptchaSize {
  return containerWidth < CAPTCHA_COMPACT_BELOW ? 'compact' : 'normal';
}
