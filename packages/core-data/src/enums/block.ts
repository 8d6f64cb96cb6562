import { defineEnum, type EnumValueOf } from './define-enum';

/**
 * The block kinds the published-page script initialises, spec 000 §1: the ids the runtime's
 * block registry keys on (kebab-case). The spec counts three photo-service feeds and two
 * table-booking widgets without naming their providers, so those ids are numbered.
 */
export const BlockKind = /* @__PURE__ */ defineEnum({
  VIDEO: 'video',
  EMBED: 'embed',
  IMAGE: 'image',
  PRODUCT: 'product',
  COLLECTION_LINK: 'collection-link',
  AUDIO_STREAMING_EMBED: 'audio-streaming-embed',
  MAP: 'map',
  FORM: 'form',
  NEWSLETTER: 'newsletter',
  DONATION: 'donation',
  ACCORDION: 'accordion',
  MARQUEE: 'marquee',
  BUTTON: 'button',
  MEMBER_AREA: 'member-area',
  GALLERY: 'gallery',
  PHOTO_SERVICE_FEED_1: 'photo-service-feed-1',
  PHOTO_SERVICE_FEED_2: 'photo-service-feed-2',
  PHOTO_SERVICE_FEED_3: 'photo-service-feed-3',
  TABLE_BOOKING_1: 'table-booking-1',
  TABLE_BOOKING_2: 'table-booking-2',
  RESTAURANT_RESERVATION: 'restaurant-reservation',
  AUDIO: 'audio',
  TOUR_DATES: 'tour-dates',
  CALENDAR: 'calendar',
  CHART: 'chart',
  SEARCH: 'search',
  MENU: 'menu',
  SOCIAL_LINKS: 'social-links',
  SUMMARY: 'summary',
  WEDDING_REGISTRY: 'wedding-registry',
  SCHEDULING: 'scheduling',
});
export type BlockKind = EnumValueOf<typeof BlockKind>;

/**
 * The block types spec 000 §3 names. Block types are numbered 1-70 but the spec does not give
 * which number is which, so the known ones are string ids (shared with {@link BlockKind} where
 * the same block is meant) and numbers are only range-checked by {@link isBlockTypeNumber}.
 */
export const BlockType = /* @__PURE__ */ defineEnum({
  NAVIGATION: 'navigation',
  HTML: 'html',
  MAP: 'map',
  IMAGE: 'image',
  FORM: 'form',
  SUMMARY: 'summary',
  BUTTON: 'button',
  MENU: 'menu',
  NEWSLETTER: 'newsletter',
  TABLE_BOOKING_1: 'table-booking-1',
  TABLE_BOOKING_2: 'table-booking-2',
  /** "A third booking provider": the restaurant-reservation widget of spec 000 §1. */
  RESTAURANT_RESERVATION: 'restaurant-reservation',
  ACCORDION: 'accordion',
  MARQUEE: 'marquee',
  MEMBER_AREA: 'member-area',
  PRODUCT: 'product',
});
export type BlockType = EnumValueOf<typeof BlockType>;

/** Block type numbers run 1 to 70 inclusive, spec 000 §3. */
export const BLOCK_TYPE_RANGE = /* @__PURE__ */ Object.freeze({ min: 1, max: 70 } as const);

/** Whether `n` is an integer block type number, within {@link BLOCK_TYPE_RANGE}. */
export function isBlockTypeNumber(n: unknown): n is number {
  return (
    typeof n === 'number' &&
    Number.isInteger(n) &&
    n >= BLOCK_TYPE_RANGE.min &&
    n <= BLOCK_TYPE_RANGE.max
  );
}

/** Named block types, spec 000 §3 (values as the spec spells them). */
export const NamedBlockType = /* @__PURE__ */ defineEnum({
  HEADING: 'heading',
  SUB_HEADING: 'sub-heading',
  BODY: 'body',
  IMAGE: 'image',
  GALLERY: 'gallery',
  VIDEO: 'video',
  SOCIAL_ICONS: 'social-icons',
  BUTTONS: 'buttons',
  NAVIGATION: 'navigation',
  CUSTOM_FORM: 'custom-form',
  NEWSLETTER: 'newsletter',
  ALBUM: 'album',
  MAP: 'map',
  LOCK: 'lock',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  LOGO: 'logo',
  ACTION: 'action',
  POPUP_OVERLAY_ACTION: 'popup-overlay-action',
  TEMP_LOCK_INJECT: 'temp-lock-inject',
});
export type NamedBlockType = EnumValueOf<typeof NamedBlockType>;

/**
 * Block variants, spec 001 §3 "Editor-side entities": numbered 1000-1019, but the spec lists 19
 * names for those 20 numbers. They are numbered from 1000 in the listed order, so 1018 is
 * events and 1019, whose name the spec does not give, has no member (it is still in range).
 */
export const BlockVariant = /* @__PURE__ */ defineEnum({
  GALLERY_SLIDESHOW: 1000,
  GALLERY_CAROUSEL: 1001,
  GALLERY_GRID: 1002,
  GALLERY_STACK: 1003,
  SUMMARY_WALL: 1004,
  SUMMARY_CAROUSEL: 1005,
  SUMMARY_LIST: 1006,
  SUMMARY_GRID: 1007,
  CHART_BAR: 1008,
  CHART_LINE: 1009,
  CHART_PIE: 1010,
  IMAGE_INLINE: 1011,
  IMAGE_POSTER: 1012,
  IMAGE_CARD: 1013,
  IMAGE_OVERLAP: 1014,
  IMAGE_COLLAGE: 1015,
  IMAGE_STACK: 1016,
  RESERVATIONS: 1017,
  EVENTS: 1018,
});
export type BlockVariant = EnumValueOf<typeof BlockVariant>;

/** Block variant numbers run 1000 to 1019 inclusive, spec 001 §3. */
export const BLOCK_VARIANT_RANGE = /* @__PURE__ */ Object.freeze({ min: 1000, max: 1019 } as const);

/** Whether `n` is an integer block variant number, within {@link BLOCK_VARIANT_RANGE}. */
export function isBlockVariantNumber(n: unknown): n is number {
  return (
    typeof n === 'number' &&
    Number.isInteger(n) &&
    n >= BLOCK_VARIANT_RANGE.min &&
    n <= BLOCK_VARIANT_RANGE.max
  );
}
