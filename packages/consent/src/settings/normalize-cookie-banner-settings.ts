import type {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '@vitrine/core-data/enums';
import { describeValue } from '@vitrine/core-data/format';
import { consent } from '@vitrine/i18n-fr/consent';
import type {
  CookieBannerConfig,
  CookieBannerLayout,
  CookieBannerTexts,
} from './cookie-banner-config';
import { isEmptyRichText } from './is-empty-rich-text';

/** A literal catalogue message as text (every consent default is a literal). */
function literal(key: keyof typeof consent): string {
  const message = consent[key];
  return typeof message === 'string' ? message : '';
}

/**
 * The French defaults of spec 000 §5 from `@vitrine/i18n-fr/consent`: the cookies-use notice,
 * 'Accepter' and 'Refuser'. The banner passes its translator's texts instead, so that site
 * overrides apply.
 */
export const DEFAULT_COOKIE_BANNER_TEXTS: CookieBannerTexts = {
  text: literal('consent.notice'),
  ctaText: literal('consent.accept'),
  optOutCtaText: literal('consent.deny'),
};

/**
 * A test for one of core-data's cookie banner enumerations, from its members written out here:
 * `Record<T, true>` makes the list exactly the enumeration's (a missing or extra member fails the
 * typecheck), without shipping core-data's enumeration tables to the banner.
 */
const memberOf =
  <T extends string>(members: Record<T, true>) =>
  (value: unknown): value is T =>
    typeof value === 'string' && Object.hasOwn(members, value);

const isVariant = memberOf<CookieBannerVariant>({ BAR: true, POPUP: true });
const isCtaVariant = memberOf<CookieBannerCtaVariant>({ TEXT: true, BUTTON: true, ICON: true });
const isTheme = memberOf<CookieBannerTheme>({ LIGHT: true, DARK: true });
const isAcceptType = memberOf<CookieBannerAcceptType>({ OPT_IN: true, OPT_IN_AND_OUT: true });
const isBarPosition = memberOf<CookieBannerBarPosition>({ TOP: true, BOTTOM: true });
const isPopupPosition = memberOf<CookieBannerPopupPosition>({
  TOP_LEFT: true,
  TOP_RIGHT: true,
  BOTTOM_LEFT: true,
  BOTTOM_RIGHT: true,
});

function warn(field: string, value: unknown, fallback: string): void {
  console.warn(
    `@vitrine/consent: ${field} ${describeValue(value)} is not valid, using ${fallback}`,
  );
}

/** An enumerated setting: its value when known, else `fallback` (warning unless it was blank). */
function pick<V extends string>(
  settings: Record<string, unknown>,
  field: string,
  isKnown: (value: unknown) => value is V,
  fallback: V,
): V {
  const value = settings[field];
  if (isKnown(value)) return value;
  if (value != null && value !== '') warn(field, value, fallback);
  return fallback;
}

/** A text setting: its trimmed value when it holds text, else `fallback`. */
function text(settings: Record<string, unknown>, field: string, fallback: string): string {
  const value = settings[field];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value != null && typeof value !== 'string') warn(field, value, JSON.stringify(fallback));
  return fallback;
}

/**
 * The position that fits the variant (spec 000 §5): a popup position in bar mode becomes TOP for
 * top positions, else BOTTOM; a bar position in popup mode becomes TOP_LEFT or BOTTOM_LEFT,
 * defaulting to BOTTOM_LEFT.
 */
function layout(variant: CookieBannerVariant, position: unknown): CookieBannerLayout {
  const top = typeof position === 'string' && position.startsWith('TOP');
  if (variant === 'BAR') {
    return { cookieBannerVariant: variant, cookieBannerPosition: top ? 'TOP' : 'BOTTOM' };
  }
  return {
    cookieBannerVariant: variant,
    cookieBannerPosition: isPopupPosition(position) ? position : top ? 'TOP_LEFT' : 'BOTTOM_LEFT',
  };
}

/**
 * Applies every default and coercion of spec 000 §5 "Cookie banner defaults" to cookie banner
 * settings of any shape (spec 000 §3): empty text (an empty paragraph included) becomes the
 * cookies-use notice, an unknown CTA variant ICON, an unknown theme DARK, an unknown variant BAR,
 * the accept type defaults to OPT_IN, the opt-out text to 'Refuser', the CTA text to 'Accepter',
 * and the position is made to fit the variant. Flags are on only when `true`. Never throws: a
 * value that is neither blank nor valid is replaced and reported with `console.warn`.
 */
export function normalizeCookieBannerSettings(
  raw: unknown,
  texts: Partial<CookieBannerTexts> = {},
): CookieBannerConfig {
  const defaults = { ...DEFAULT_COOKIE_BANNER_TEXTS, ...texts };
  let settings: Record<string, unknown> = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    settings = raw as Record<string, unknown>;
  } else if (raw != null) {
    warn('cookie banner settings', raw, 'the defaults');
  }
  const rawText = settings.cookieBannerText;
  if (rawText != null && typeof rawText !== 'string') {
    warn('cookieBannerText', rawText, 'the cookies-use notice');
  }
  const position = settings.cookieBannerPosition;
  if (
    position != null &&
    position !== '' &&
    !isBarPosition(position) &&
    !isPopupPosition(position)
  ) {
    warn('cookieBannerPosition', position, 'the default position');
  }
  return {
    ...layout(pick(settings, 'cookieBannerVariant', isVariant, 'BAR'), position),
    cookieBannerText:
      typeof rawText === 'string' && !isEmptyRichText(rawText) ? rawText.trim() : defaults.text,
    cookieBannerCtaText: text(settings, 'cookieBannerCtaText', defaults.ctaText),
    cookieBannerCtaVariant: pick(settings, 'cookieBannerCtaVariant', isCtaVariant, 'ICON'),
    cookieBannerTheme: pick(settings, 'cookieBannerTheme', isTheme, 'DARK'),
    cookieBannerOptOutCtaText: text(settings, 'cookieBannerOptOutCtaText', defaults.optOutCtaText),
    cookieBannerAcceptType: pick(settings, 'cookieBannerAcceptType', isAcceptType, 'OPT_IN'),
    isCookieBannerEnabled: settings.isCookieBannerEnabled === true,
    isRestrictiveCookiePolicyEnabled: settings.isRestrictiveCookiePolicyEnabled === true,
    isVisitorDataRestricted: settings.isVisitorDataRestricted === true,
    isRestrictiveCookiePolicyAbsolute: settings.isRestrictiveCookiePolicyAbsolute === true,
  };
}
