import { defineEnum, type EnumValueOf } from './define-enum';

/**
 * Content item record types, spec 000 §3 and spec 001 §3 (the same table in both). The spec
 * says "and others": unknown numbers are not errors.
 */
export const RecordType = /* @__PURE__ */ defineEnum({
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  GALLERY: 14,
  PORTFOLIO_ITEM: 59,
  LESSON: 62,
});
export type RecordType = EnumValueOf<typeof RecordType>;

/** The names under which content items are tracked, spec 000 §3. */
export const RecordTypeTrackingName = /* @__PURE__ */ defineEnum({
  ALBUM_TRACK: 'album-track',
  EVENT_ITEM: 'event-item',
  GALLERY_IMAGE: 'gallery-image',
  PORTFOLIO_ITEM: 'portfolio-item',
  BLOG_POST: 'blog-post',
  GALLERY_VIDEO: 'gallery-video',
});
export type RecordTypeTrackingName = EnumValueOf<typeof RecordTypeTrackingName>;

const TRACKING_NAMES: ReadonlyMap<unknown, RecordTypeTrackingName> = /* @__PURE__ */ new Map([
  [RecordType.AUDIO, RecordTypeTrackingName.ALBUM_TRACK],
  [RecordType.EVENT, RecordTypeTrackingName.EVENT_ITEM],
  [RecordType.IMAGE, RecordTypeTrackingName.GALLERY_IMAGE],
  [RecordType.PORTFOLIO_ITEM, RecordTypeTrackingName.PORTFOLIO_ITEM],
  [RecordType.TEXT, RecordTypeTrackingName.BLOG_POST],
  [RecordType.VIDEO, RecordTypeTrackingName.GALLERY_VIDEO],
]);

/** The tracking name of a record type, or `undefined` for types the spec gives none. */
export function recordTypeTrackingName(type: unknown): RecordTypeTrackingName | undefined {
  return TRACKING_NAMES.get(type);
}
