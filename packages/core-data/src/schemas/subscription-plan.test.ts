import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BillingPeriodUnit } from '../enums/commerce';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { INDEFINITE_BILLING_CYCLES, parseSubscriptionPlan } from './subscription-plan';

describe('parseSubscriptionPlan (spec 000 §3 "Subscription plan")', () => {
  it.each(BillingPeriodUnit.values)('accepts a billing period in %s', (unit) => {
    const plan = { billingPeriod: { value: 2, unit }, numBillingCycles: 12 };
    expect(parseSubscriptionPlan(plan)).toEqual({ ok: true, value: plan });
  });

  it('takes 0 billing cycles to mean indefinite, and defaults to it', () => {
    expect(INDEFINITE_BILLING_CYCLES).toBe(0);
    expect(parseSubscriptionPlan({ billingPeriod: { value: 1, unit: 'month' } })).toEqual({
      ok: true,
      value: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 },
    });
    expect(
      parseSubscriptionPlan({ billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 0 }).ok,
    ).toBe(true);
  });

  it.each([
    [
      { billingPeriod: { value: 1, unit: 'day' } },
      'billingPeriod.unit',
      'expected one of "week", "month", "year"',
    ],
    [{ billingPeriod: { value: 0, unit: 'week' } }, 'billingPeriod.value', 'must be at least 1'],
    [
      { billingPeriod: { value: 1.5, unit: 'week' } },
      'billingPeriod.value',
      'expected integer, received a fractional number',
    ],
    [
      { billingPeriod: { value: 1, unit: 'week' }, numBillingCycles: -1 },
      'numBillingCycles',
      'must be at least 0',
    ],
    [{}, 'billingPeriod', 'required (expected object)'],
  ])('refuses %j, naming %s', (input, path, message) => {
    expect(parseSubscriptionPlan(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid subscription plan at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseSubscriptionPlan(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
