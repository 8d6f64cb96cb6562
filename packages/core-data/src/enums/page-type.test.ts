import { describe, expect, expectTypeOf, it } from 'vitest';
import { PageType, SpecialPageType } from './page-type';

describe('PageType (spec 000 §2 "Page types")', () => {
  const table: [keyof typeof PageType & string, number][] = [
    ['MAIN_CONTENT', 1],
    ['PAGE', 2],
    ['SPLASH_PAGE', 3],
    ['CONTENT_ITEM', 50],
    ['NOT_FOUND', 100],
    ['ERROR', 101],
    ['SEARCH', 102],
    ['LOCK_SCREEN', 103],
    ['POPUP_OVERLAY', 104],
    ['PROTECTED_CONTENT', 105],
    ['MEMBER_AREA_ACCESS_DENIED', 106],
    ['CART', 200],
    ['CHECKOUT', 201],
    ['ORDER_CONFIRMED', 202],
    ['DONATE', 203],
    ['CONTRIBUTION_CONFIRMED', 204],
    ['CART_V2', 205],
    ['SUBSCRIPTION_CONFIRMED', 206],
    ['ORDER_RECEIVED', 207],
    ['MEMBERSHIP_CONFIRMED', 208],
    ['REVIEWS_REQUEST', 209],
    ['NEWSLETTER_UNSUBSCRIBE', 300],
    ['COMMERCE_EMAIL_PREVIEW', 301],
  ];

  it('holds exactly the 23 page types of the table', () => {
    expect(Object.entries(PageType)).toEqual(table);
    expect(PageType.values).toEqual(table.map(([, value]) => value));
  });

  it.each(table)('%s is %i and looks back up', (key, value) => {
    expect(PageType[key]).toBe(value);
    expect(PageType.keyOf(value)).toBe(key);
    expect(PageType.is(value)).toBe(true);
  });

  it('keeps literal types and reverse lookup types', () => {
    expectTypeOf(PageType.NOT_FOUND).toEqualTypeOf<100>();
    expect(PageType.keyOf(100)).toBe('NOT_FOUND');
    expectTypeOf(PageType.keyOf(100)).toEqualTypeOf<'NOT_FOUND'>();
  });

  it('rejects numbers outside the table', () => {
    for (const value of [0, 4, 49, 107, 210, 302, '100']) {
      expect(PageType.is(value)).toBe(false);
      expect(PageType.keyOf(value)).toBeUndefined();
    }
  });
});

describe('SpecialPageType (spec 000 §3)', () => {
  it('holds cover-page, lock-screen and popup-overlay', () => {
    expect(Object.entries(SpecialPageType)).toEqual([
      ['COVER_PAGE', 'cover-page'],
      ['LOCK_SCREEN', 'lock-screen'],
      ['POPUP_OVERLAY', 'popup-overlay'],
    ]);
    expect(SpecialPageType.keyOf('lock-screen')).toBe('LOCK_SCREEN');
  });
});
