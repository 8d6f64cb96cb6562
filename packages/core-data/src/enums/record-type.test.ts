import { describe, expect, it } from 'vitest';
import { RecordType, RecordTypeTrackingName, recordTypeTrackingName } from './record-type';

describe('RecordType (spec 000 §3, spec 001 §3)', () => {
  const table = [
    ['TEXT', 1],
    ['IMAGE', 2],
    ['QUOTE', 4],
    ['LINK', 5],
    ['CHAT', 6],
    ['AUDIO', 7],
    ['VIDEO', 8],
    ['REVIEW', 10],
    ['STORE_ITEM', 11],
    ['EVENT', 12],
    ['GALLERY', 14],
    ['PORTFOLIO_ITEM', 59],
    ['LESSON', 62],
  ] as const;

  it('holds the 13 named record types', () => {
    expect(Object.entries(RecordType)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(RecordType.keyOf(value)).toBe(key);
  });
});

describe('recordTypeTrackingName (spec 000 §3 "Tracking names")', () => {
  it.each([
    [RecordType.AUDIO, 'album-track'],
    [RecordType.EVENT, 'event-item'],
    [RecordType.IMAGE, 'gallery-image'],
    [RecordType.PORTFOLIO_ITEM, 'portfolio-item'],
    [RecordType.TEXT, 'blog-post'],
    [RecordType.VIDEO, 'gallery-video'],
  ])('record type %i is tracked as %s', (type, name) => {
    expect(recordTypeTrackingName(type)).toBe(name);
  });

  it('gives none for the other types and for non-types', () => {
    for (const type of [
      RecordType.QUOTE,
      RecordType.LINK,
      RecordType.CHAT,
      RecordType.REVIEW,
      RecordType.STORE_ITEM,
      RecordType.GALLERY,
      RecordType.LESSON,
      0,
      '7',
      null,
    ]) {
      expect(recordTypeTrackingName(type)).toBeUndefined();
    }
  });

  it('names every tracking name of the spec', () => {
    expect(Object.entries(RecordTypeTrackingName)).toEqual([
      ['ALBUM_TRACK', 'album-track'],
      ['EVENT_ITEM', 'event-item'],
      ['GALLERY_IMAGE', 'gallery-image'],
      ['PORTFOLIO_ITEM', 'portfolio-item'],
      ['BLOG_POST', 'blog-post'],
      ['GALLERY_VIDEO', 'gallery-video'],
    ]);
    expect(RecordTypeTrackingName.keyOf('blog-post')).toBe('BLOG_POST');
  });
});
