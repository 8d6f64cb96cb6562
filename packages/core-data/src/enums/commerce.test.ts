import { describe, expect, it } from 'vitest';
import { BillingPeriodUnit, MeasurementSystem, ProductType, ProductTypeCode } from './commerce';

describe('ProductType (spec 000 §3 "Product")', () => {
  it('holds PHYSICAL, SERVICE, DIGITAL and GIFT_CARD', () => {
    expect(Object.entries(ProductType)).toEqual([
      ['PHYSICAL', 'PHYSICAL'],
      ['SERVICE', 'SERVICE'],
      ['DIGITAL', 'DIGITAL'],
      ['GIFT_CARD', 'GIFT_CARD'],
    ]);
    expect(ProductType.keyOf('GIFT_CARD')).toBe('GIFT_CARD');
    expect(ProductType.is('PAYWALL')).toBe(false);
  });
});

describe('ProductTypeCode (spec 000 §3 "numeric product types")', () => {
  const table = [
    ['PHYSICAL', 1],
    ['DIGITAL', 2],
    ['SERVICE', 3],
    ['GIFT_CARD', 4],
    ['PAYWALL', 5],
  ] as const;

  it('holds physical 1 to paywall 5', () => {
    expect(Object.entries(ProductTypeCode)).toEqual(table);
  });

  it.each(table)('keyOf finds %s', (key, value) => {
    expect(ProductTypeCode.keyOf(value)).toBe(key);
  });
});

describe('BillingPeriodUnit (spec 000 §3 "Subscription plan")', () => {
  it('holds week, month and year', () => {
    expect(Object.entries(BillingPeriodUnit)).toEqual([
      ['WEEK', 'week'],
      ['MONTH', 'month'],
      ['YEAR', 'year'],
    ]);
    expect(BillingPeriodUnit.keyOf('month')).toBe('MONTH');
    expect(BillingPeriodUnit.is('day')).toBe(false);
  });
});

describe('MeasurementSystem (spec 000 §9)', () => {
  it('holds imperial and metric', () => {
    expect(Object.entries(MeasurementSystem)).toEqual([
      ['IMPERIAL', 'imperial'],
      ['METRIC', 'metric'],
    ]);
    expect(MeasurementSystem.keyOf('metric')).toBe('METRIC');
  });
});
