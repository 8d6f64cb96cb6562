import { describe, expect, it } from 'vitest';
import { TemplateVersion, WebsiteSubscriptionState, WebsiteType } from './website';

describe('WebsiteType (spec 000 §3)', () => {
  it('holds classic, cover page, parking page, commerce and enterprise', () => {
    expect(Object.entries(WebsiteType)).toEqual([
      ['CLASSIC', 'CLASSIC'],
      ['COVER_PAGE', 'COVER_PAGE'],
      ['PARKING_PAGE', 'PARKING_PAGE'],
      ['COMMERCE', 'COMMERCE'],
      ['ENTERPRISE', 'ENTERPRISE'],
    ]);
    expect(WebsiteType.keyOf('PARKING_PAGE')).toBe('PARKING_PAGE');
  });
});

describe('TemplateVersion (spec 000 §3, spec 001 §9)', () => {
  it('holds 7, 7.1 and 8 as strings', () => {
    expect(Object.entries(TemplateVersion)).toEqual([
      ['V7', '7'],
      ['V7_1', '7.1'],
      ['V8', '8'],
    ]);
    expect(TemplateVersion.keyOf('7.1')).toBe('V7_1');
    expect(TemplateVersion.is(7.1)).toBe(false);
  });
});

describe('WebsiteSubscriptionState (spec 000 §3, spec 001 §3)', () => {
  const table = [
    ['EXPIRED', 'expired'],
    ['PAST_DUE', 'past-due'],
    ['TRIAL', 'trial'],
    ['BETA', 'beta'],
    ['REMOVED', 'removed'],
    ['INTERNAL', 'internal'],
    ['COMPED', 'comped'],
    ['PAID', 'paid'],
    ['LINKED', 'linked'],
    ['PARKING', 'parking'],
    ['RESOLD', 'resold'],
    ['GRACE_PERIOD', 'grace-period'],
    ['ENTERPRISE', 'enterprise'],
    ['RESOLD_GRACE_PERIOD', 'resold-grace-period'],
  ] as const;

  it('holds the 13 states of spec 000 plus resold-grace-period of spec 001', () => {
    expect(Object.entries(WebsiteSubscriptionState)).toEqual(table);
    expect(WebsiteSubscriptionState.values).toHaveLength(14);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(WebsiteSubscriptionState.keyOf(value)).toBe(key);
  });
});
