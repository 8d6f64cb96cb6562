import type {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
} from '@vitrine/core-data/enums';

/** The texts a cookie banner falls back to (spec 000 §5 "Cookie banner defaults"). */
export interface CookieBannerTexts {
  /** The cookies-use notice shown when `cookieBannerText` is empty. */
  readonly text: string;
  /** The accept button: 'Accepter'. */
  readonly ctaText: string;
  /** The opt-out button: 'Refuser'. */
  readonly optOutCtaText: string;
}

/** Where the banner sits: a bar at the top or bottom, or a popup in one corner (spec 000 §3). */
export type CookieBannerLayout =
  | { readonly cookieBannerVariant: 'BAR'; readonly cookieBannerPosition: CookieBannerBarPosition }
  | {
      readonly cookieBannerVariant: 'POPUP';
      readonly cookieBannerPosition: CookieBannerPopupPosition;
    };

/**
 * Cookie banner settings once every default and coercion of spec 000 §5 is applied: the same
 * field names as the server's (spec 000 §3), every field present and inside its enumeration, and
 * a position that fits the variant.
 */
export type CookieBannerConfig = CookieBannerLayout & {
  /** Rich text (HTML) of the notice, never empty. */
  readonly cookieBannerText: string;
  readonly cookieBannerCtaText: string;
  readonly cookieBannerCtaVariant: CookieBannerCtaVariant;
  readonly cookieBannerTheme: CookieBannerTheme;
  readonly cookieBannerOptOutCtaText: string;
  readonly cookieBannerAcceptType: CookieBannerAcceptType;
  readonly isCookieBannerEnabled: boolean;
  readonly isRestrictiveCookiePolicyEnabled: boolean;
  readonly isVisitorDataRestricted: boolean;
  readonly isRestrictiveCookiePolicyAbsolute: boolean;
};
