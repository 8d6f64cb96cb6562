import { describe, expect, it } from 'vitest';
import {
  BLOCK_TYPE_RANGE,
  BLOCK_VARIANT_RANGE,
  BlockKind,
  BlockType,
  BlockVariant,
  isBlockTypeNumber,
  isBlockVariantNumber,
  NamedBlockType,
} from './block';

describe('BlockKind (spec 000 §1, the block registry ids)', () => {
  const table = [
    ['VIDEO', 'video'],
    ['EMBED', 'embed'],
    ['IMAGE', 'image'],
    ['PRODUCT', 'product'],
    ['COLLECTION_LINK', 'collection-link'],
    ['AUDIO_STREAMING_EMBED', 'audio-streaming-embed'],
    ['MAP', 'map'],
    ['FORM', 'form'],
    ['NEWSLETTER', 'newsletter'],
    ['DONATION', 'donation'],
    ['ACCORDION', 'accordion'],
    ['MARQUEE', 'marquee'],
    ['BUTTON', 'button'],
    ['MEMBER_AREA', 'member-area'],
    ['GALLERY', 'gallery'],
    ['PHOTO_SERVICE_FEED_1', 'photo-service-feed-1'],
    ['PHOTO_SERVICE_FEED_2', 'photo-service-feed-2'],
    ['PHOTO_SERVICE_FEED_3', 'photo-service-feed-3'],
    ['TABLE_BOOKING_1', 'table-booking-1'],
    ['TABLE_BOOKING_2', 'table-booking-2'],
    ['RESTAURANT_RESERVATION', 'restaurant-reservation'],
    ['AUDIO', 'audio'],
    ['TOUR_DATES', 'tour-dates'],
    ['CALENDAR', 'calendar'],
    ['CHART', 'chart'],
    ['SEARCH', 'search'],
    ['MENU', 'menu'],
    ['SOCIAL_LINKS', 'social-links'],
    ['SUMMARY', 'summary'],
    ['WEDDING_REGISTRY', 'wedding-registry'],
    ['SCHEDULING', 'scheduling'],
  ] as const;

  it('holds the 31 block kinds (three photo feeds, two table-booking widgets)', () => {
    expect(Object.entries(BlockKind)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(BlockKind.keyOf(value)).toBe(key);
  });

  it('uses kebab-case ids only', () => {
    for (const value of BlockKind.values) expect(value).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('BlockType (spec 000 §3 "Block types are numbered 1-70")', () => {
  it('holds the named block types as string ids', () => {
    expect(Object.entries(BlockType)).toEqual([
      ['NAVIGATION', 'navigation'],
      ['HTML', 'html'],
      ['MAP', 'map'],
      ['IMAGE', 'image'],
      ['FORM', 'form'],
      ['SUMMARY', 'summary'],
      ['BUTTON', 'button'],
      ['MENU', 'menu'],
      ['NEWSLETTER', 'newsletter'],
      ['TABLE_BOOKING_1', 'table-booking-1'],
      ['TABLE_BOOKING_2', 'table-booking-2'],
      ['RESTAURANT_RESERVATION', 'restaurant-reservation'],
      ['ACCORDION', 'accordion'],
      ['MARQUEE', 'marquee'],
      ['MEMBER_AREA', 'member-area'],
      ['PRODUCT', 'product'],
    ]);
    expect(BlockType.keyOf('html')).toBe('HTML');
  });

  it('shares the ids of the block kinds it has in common with them', () => {
    for (const value of BlockType.values) {
      if (value === 'navigation' || value === 'html') continue;
      expect(BlockKind.is(value)).toBe(true);
    }
  });

  it('ranges from 1 to 70', () => {
    expect(BLOCK_TYPE_RANGE).toEqual({ min: 1, max: 70 });
    expect(Object.isFrozen(BLOCK_TYPE_RANGE)).toBe(true);
  });

  it.each([1, 2, 35, 69, 70])('%i is a block type number', (n) => {
    expect(isBlockTypeNumber(n)).toBe(true);
  });

  it.each([0, 71, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '1', null, undefined])(
    '%s is not a block type number',
    (n) => {
      expect(isBlockTypeNumber(n)).toBe(false);
    },
  );
});

describe('NamedBlockType (spec 000 §3)', () => {
  const names = [
    'heading',
    'sub-heading',
    'body',
    'image',
    'gallery',
    'video',
    'social-icons',
    'buttons',
    'navigation',
    'custom-form',
    'newsletter',
    'album',
    'map',
    'lock',
    'password',
    'twitter',
    'logo',
    'action',
    'popup-overlay-action',
    'temp-lock-inject',
  ];

  it('holds the 20 named block types in the spec order', () => {
    expect(NamedBlockType.values).toEqual(names);
  });

  it.each(names)('%s has the SCREAMING_SNAKE key of its name', (name) => {
    expect(NamedBlockType.keyOf(name)).toBe(name.toUpperCase().replaceAll('-', '_'));
  });
});

describe('BlockVariant (spec 001 §3, 1000-1019)', () => {
  const table = [
    ['GALLERY_SLIDESHOW', 1000],
    ['GALLERY_CAROUSEL', 1001],
    ['GALLERY_GRID', 1002],
    ['GALLERY_STACK', 1003],
    ['SUMMARY_WALL', 1004],
    ['SUMMARY_CAROUSEL', 1005],
    ['SUMMARY_LIST', 1006],
    ['SUMMARY_GRID', 1007],
    ['CHART_BAR', 1008],
    ['CHART_LINE', 1009],
    ['CHART_PIE', 1010],
    ['IMAGE_INLINE', 1011],
    ['IMAGE_POSTER', 1012],
    ['IMAGE_CARD', 1013],
    ['IMAGE_OVERLAP', 1014],
    ['IMAGE_COLLAGE', 1015],
    ['IMAGE_STACK', 1016],
    ['RESERVATIONS', 1017],
    ['EVENTS', 1018],
  ] as const;

  it('numbers the 19 listed names from 1000 in the listed order', () => {
    expect(Object.entries(BlockVariant)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(BlockVariant.keyOf(value)).toBe(key);
  });

  it('leaves 1019 unnamed but in range', () => {
    expect(BlockVariant.keyOf(1019)).toBeUndefined();
    expect(isBlockVariantNumber(1019)).toBe(true);
  });

  it('ranges from 1000 to 1019', () => {
    expect(BLOCK_VARIANT_RANGE).toEqual({ min: 1000, max: 1019 });
    expect(isBlockVariantNumber(1000)).toBe(true);
    expect(isBlockVariantNumber(999)).toBe(false);
    expect(isBlockVariantNumber(1020)).toBe(false);
    expect(isBlockVariantNumber(1000.5)).toBe(false);
    expect(isBlockVariantNumber('1000')).toBe(false);
  });
});
