import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { BillingPeriodUnit } from '../enums/commerce';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  sometimes,
} from '../testing/property-harness';
import { parseSubscriptionPlan, SubscriptionPlanSchema } from './subscription-plan';

// Property suite: a subscription plan (spec 000 §3: billingPeriod value and unit,
// numBillingCycles, 0 meaning indefinite), from product data.
const subscriptionPlan = {
  subject: 'subscription plan',
  schema: SubscriptionPlanSchema,
  parse: parseSubscriptionPlan,
};

const planLike = hostileRecord(
  {
    billingPeriod: sometimes(
      fc.record({
        value: sometimes(fc.integer({ min: 1, max: 120 })),
        unit: sometimes(fc.constantFrom(...BillingPeriodUnit.values)),
      }),
    ),
    numBillingCycles: sometimes(fc.nat(60)),
  },
  { numBillingCycles: 5 },
);

describe('parseSubscriptionPlan (property, spec 000 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(subscriptionPlan);
  });

  it('reads hostile subscription plans: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(subscriptionPlan, planLike, ({ billingPeriod, numBillingCycles }, input) => {
      assert.ok(Number.isSafeInteger(billingPeriod.value) && billingPeriod.value >= 1);
      assert.ok(BillingPeriodUnit.is(billingPeriod.unit));
      assert.ok(Number.isSafeInteger(numBillingCycles) && numBillingCycles >= 0);
      if (!Object.hasOwn(input, 'numBillingCycles')) assert.equal(numBillingCycles, 0);
    });
  });
});
