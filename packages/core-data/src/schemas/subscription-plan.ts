import * as z from 'zod/mini';
import { BillingPeriodUnit } from '../enums/commerce';
import { type ParseResult, parseWith } from './parse-result';

/** Spec 000 §3 "Subscription plan": a numBillingCycles of 0 means the plan renews indefinitely. */
export const INDEFINITE_BILLING_CYCLES = 0;

/**
 * A subscription plan, spec 000 §3: a billing period (a positive whole number of weeks, months or
 * years) and a number of billing cycles, 0 (the default) meaning indefinite.
 */
export const SubscriptionPlanSchema = z.looseObject({
  billingPeriod: z.looseObject({
    value: z.int().check(z.minimum(1)),
    unit: z.enum(BillingPeriodUnit.values),
  }),
  // Absent means the same as 0: no end is set.
  numBillingCycles: z._default(
    z.int().check(z.minimum(INDEFINITE_BILLING_CYCLES)),
    INDEFINITE_BILLING_CYCLES,
  ),
});
export type SubscriptionPlan = z.output<typeof SubscriptionPlanSchema>;

/** Parses a subscription plan; never throws. */
export function parseSubscriptionPlan(input: unknown): ParseResult<SubscriptionPlan> {
  return parseWith(SubscriptionPlanSchema, input, 'subscription plan');
}
