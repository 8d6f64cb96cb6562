import { defineEnum, type EnumValueOf } from './define-enum';

/** Call-to-action variants of the cookie banner, spec 000 §3 "Cookie banner settings". */
export const CookieBannerCtaVariant = /* @__PURE__ */ defineEnum({
  TEXT: 'TEXT',
  BUTTON: 'BUTTON',
  ICON: 'ICON',
});
export type CookieBannerCtaVariant = EnumValueOf<typeof CookieBannerCtaVariant>;

/** Cookie banner themes, spec 000 §3. */
export const CookieBannerTheme = /* @__PURE__ */ defineEnum({
  LIGHT: 'LIGHT',
  DARK: 'DARK',
});
export type CookieBannerTheme = EnumValueOf<typeof CookieBannerTheme>;

/** Cookie banner variants, spec 000 §3. */
export const CookieBannerVariant = /* @__PURE__ */ defineEnum({
  BAR: 'BAR',
  POPUP: 'POPUP',
});
export type CookieBannerVariant = EnumValueOf<typeof CookieBannerVariant>;

/** Cookie banner accept types, spec 000 §3. */
export const CookieBannerAcceptType = /* @__PURE__ */ defineEnum({
  OPT_IN: 'OPT_IN',
  OPT_IN_AND_OUT: 'OPT_IN_AND_OUT',
});
export type CookieBannerAcceptType = EnumValueOf<typeof CookieBannerAcceptType>;

/** Positions of the bar variant, spec 000 §3 "Positions". */
export const CookieBannerBarPosition = /* @__PURE__ */ defineEnum({
  TOP: 'TOP',
  BOTTOM: 'BOTTOM',
});
export type CookieBannerBarPosition = EnumValueOf<typeof CookieBannerBarPosition>;

/** Positions of the popup variant, spec 000 §3 "Positions". */
export const CookieBannerPopupPosition = /* @__PURE__ */ defineEnum({
  TOP_LEFT: 'TOP_LEFT',
  TOP_RIGHT: 'TOP_RIGHT',
  BOTTOM_LEFT: 'BOTTOM_LEFT',
  BOTTOM_RIGHT: 'BOTTOM_RIGHT',
});
export type CookieBannerPopupPosition = EnumValueOf<typeof CookieBannerPopupPosition>;

/** Any position of `cookieBannerPosition`: the server keeps one field for both variants. */
export type CookieBannerPosition = CookieBannerBarPosition | CookieBannerPopupPosition;
