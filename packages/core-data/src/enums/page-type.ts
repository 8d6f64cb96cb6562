import { defineEnum, type EnumValueOf } from './define-enum';

/** Page types, spec 000 §2 "Page types (numeric enumeration)". */
export const PageType = /* @__PURE__ */ defineEnum({
  /** Main content or collection page. */
  MAIN_CONTENT: 1,
  PAGE: 2,
  SPLASH_PAGE: 3,
  CONTENT_ITEM: 50,
  NOT_FOUND: 100,
  ERROR: 101,
  SEARCH: 102,
  LOCK_SCREEN: 103,
  POPUP_OVERLAY: 104,
  PROTECTED_CONTENT: 105,
  MEMBER_AREA_ACCESS_DENIED: 106,
  CART: 200,
  CHECKOUT: 201,
  ORDER_CONFIRMED: 202,
  DONATE: 203,
  CONTRIBUTION_CONFIRMED: 204,
  CART_V2: 205,
  SUBSCRIPTION_CONFIRMED: 206,
  ORDER_RECEIVED: 207,
  MEMBERSHIP_CONFIRMED: 208,
  REVIEWS_REQUEST: 209,
  NEWSLETTER_UNSUBSCRIBE: 300,
  COMMERCE_EMAIL_PREVIEW: 301,
});
export type PageType = EnumValueOf<typeof PageType>;

/** Special page types, spec 000 §3 "Enumerations". */
export const SpecialPageType = /* @__PURE__ */ defineEnum({
  COVER_PAGE: 'cover-page',
  LOCK_SCREEN: 'lock-screen',
  POPUP_OVERLAY: 'popup-overlay',
});
export type SpecialPageType = EnumValueOf<typeof SpecialPageType>;
