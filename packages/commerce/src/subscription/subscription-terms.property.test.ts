import assert from 'node:assert/strict';
import { BillingPeriodUnit } from '@vitrine/core-data/enums';
import { parseSubscriptionPlan } from '@vitrine/core-data/schemas/subscription-plan';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { subscriptionTerms } from './subscription-terms';

// Property suite: a subscription plan comes from product data (spec 000 §3 "Subscription plan":
// billingPeriod value and unit, numBillingCycles with 0 meaning indefinite).
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const wrongValue = fc.constantFrom(
  null,
  undefined,
  true,
  '',
  '2',
  [],
  {},
  Number.NaN,
  -1,
  1.5,
  Number.POSITIVE_INFINITY,
);
const planLike = fc.record(
  {
    billingPeriod: fc.oneof(
      {
        weight: 8,
        arbitrary: fc.record(
          {
            value: fc.oneof(
              { weight: 8, arbitrary: fc.integer({ min: 1, max: 52 }) },
              { weight: 1, arbitrary: wrongValue },
            ),
            unit: fc.oneof(
              { weight: 8, arbitrary: fc.constantFrom(...BillingPeriodUnit.values) },
              { weight: 1, arbitrary: fc.constantFrom('WEEK', 'day', '') },
            ),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: wrongValue },
    ),
    numBillingCycles: fc.oneof(
      { weight: 8, arbitrary: fc.nat(60) },
      { weight: 1, arbitrary: wrongValue },
    ),
  },
  { requiredKeys: [] },
);
const anyPlan = fc.oneof(
  planLike,
  fc.jsonValue({ maxDepth: 3 }),
  fc.anything({ maxDepth: 3, withNullPrototype: true, withBoxedValues: true, withMap: true }),
  fc.record({
    billingPeriod: fc.record({
      value: fc.anything({ maxDepth: 1, withNullPrototype: true }),
      unit: fc.anything({ maxDepth: 1, withNullPrototype: true }),
    }),
  }),
);

describe('subscriptionTerms (property, spec 000 §3 "Subscription plan")', {
  timeout: 60_000,
}, () => {
  it('never throws on any plan: terms, or a developer message', () => {
    fc.assert(
      fc.property(anyPlan, (plan) => {
        const result = subscriptionTerms(plan);
        if (!result.ok) {
          assert.equal(typeof result.error, 'string');
          return;
        }
        const { period, payments, duration } = result.value;
        assert.ok(Number.isSafeInteger(period.value) && period.value >= 1);
        assert.ok(BillingPeriodUnit.is(period.unit));
        assert.equal(payments === null, duration === null);
        if (payments !== null && duration !== null) {
          assert.ok(Number.isSafeInteger(payments) && payments >= 1);
          assert.equal(duration.count, payments * period.value);
          assert.equal(duration.unit, period.unit);
        }
      }),
      RUNS,
    );
  });

  it('agrees with the subscription plan schema: a plan it parses has terms, 0 cycles meaning indefinite', () => {
    fc.assert(
      fc.property(planLike, (plan) => {
        const parsed = parseSubscriptionPlan(plan);
        const result = subscriptionTerms(plan);
        if (!parsed.ok) return;
        assert.ok(result.ok);
        if (result.ok)
          assert.equal(result.value.payments === null, parsed.value.numBillingCycles === 0);
      }),
      RUNS,
    );
  });
});
