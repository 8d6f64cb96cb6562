import type { ParseResult } from '@vitrine/core-data/schemas';
import { parseCookieBannerSettings } from '@vitrine/core-data/schemas/cookie-banner-settings';
import type { CookieBannerConfig, CookieBannerTexts } from './cookie-banner-config';
import { normalizeCookieBannerSettings } from './normalize-cookie-banner-settings';

/**
 * Validates cookie banner settings with core-data's zod/mini schema, then normalises them
 * (spec 000 §3 and §5). Unlike `normalizeCookieBannerSettings`, which repairs anything, a text
 * or flag of the wrong type is refused with an error value naming the field: for the editor and
 * server answers. It costs zod/mini (about 5 kB), so the banner does not use it.
 */
export function readCookieBannerSettings(
  input: unknown,
  texts?: Partial<CookieBannerTexts>,
): ParseResult<CookieBannerConfig> {
  const parsed = parseCookieBannerSettings(input);
  return parsed.ok
    ? { ok: true, value: normalizeCookieBannerSettings(parsed.value, texts) }
    : parsed;
}
