import * as z from 'zod/mini';
import {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '../enums/cookie-banner';
import { type ParseResult, parseWith } from './parse-result';

/**
 * An enumerated setting read leniently: a known value is kept, anything else (unknown string,
 * wrong type, null) reads as absent, so the consent defaults of spec 000 §5 apply to it.
 */
function lenient<const V extends string>(values: readonly V[]) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/**
 * Cookie banner settings as sent to and read from the server, every field of spec 000 §3
 * "Cookie banner settings". Normalising them (empty text, defaults, positions that do not fit the
 * variant: spec 000 §5) is the consent package's job, so this schema only types them: texts are
 * strings (or null), flags booleans, and enumerated fields outside their enumeration read as
 * absent instead of failing the parse.
 */
export const CookieBannerSettingsSchema = z.looseObject({
  cookieBannerCtaText: z.nullish(z.string()),
  cookieBannerCtaVariant: lenient(CookieBannerCtaVariant.values),
  cookieBannerPosition: lenient([
    ...CookieBannerBarPosition.values,
    ...CookieBannerPopupPosition.values,
  ]),
  cookieBannerText: z.nullish(z.string()),
  cookieBannerTheme: lenient(CookieBannerTheme.values),
  cookieBannerVariant: lenient(CookieBannerVariant.values),
  cookieBannerOptOutCtaText: z.nullish(z.string()),
  cookieBannerAcceptType: lenient(CookieBannerAcceptType.values),
  isCookieBannerEnabled: z.optional(z.boolean()),
  isRestrictiveCookiePolicyEnabled: z.optional(z.boolean()),
  isVisitorDataRestricted: z.optional(z.boolean()),
  isRestrictiveCookiePolicyAbsolute: z.optional(z.boolean()),
});
export type CookieBannerSettings = z.output<typeof CookieBannerSettingsSchema>;

/** Parses cookie banner settings; never throws. */
export function parseCookieBannerSettings(input: unknown): ParseResult<CookieBannerSettings> {
  return parseWith(CookieBannerSettingsSchema, input, 'cookie banner settings');
}
