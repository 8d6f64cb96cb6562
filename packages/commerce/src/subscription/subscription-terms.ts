import type { BillingPeriodUnit } from '@vitrine/core-data/enums';
import type { Result } from '../shared/result';

/**
 * The billing period units, written out as a `Record<BillingPeriodUnit, true>` (a missing or
 * extra unit fails the typecheck), so that a price does not ship core-data's enumeration table.
 */
const UNITS: Readonly<Record<BillingPeriodUnit, true>> = { week: true, month: true, year: true };

/** Spec 000 §3 "Subscription plan": a numBillingCycles of 0 means indefinite. */
export const INDEFINITE_BILLING_CYCLES = 0;

/** A plan as a block or the server gives it (spec 000 §3 "Subscription plan"). */
export interface SubscriptionPlanInput {
  readonly billingPeriod: { readonly value: number; readonly unit: BillingPeriodUnit };
  /** How many times the plan bills; 0 (the default) means until cancelled. */
  readonly numBillingCycles?: number;
}

/** What a plan's price line says: how often it bills, and for how long when not indefinite. */
export interface SubscriptionTerms {
  /** Bills every `value` `unit`s: every 2 weeks is `{ value: 2, unit: 'week' }`. */
  readonly period: { readonly value: number; readonly unit: BillingPeriodUnit };
  /** How many payments; null when indefinite. */
  readonly payments: number | null;
  /** The whole length, cycles times period (6 monthly cycles: 6 months); null when indefinite. */
  readonly duration: { readonly count: number; readonly unit: BillingPeriodUnit } | null;
}

/**
 * Reads a subscription plan into its terms. The billing period is a whole number, 1 or more, of
 * weeks, months or years; numBillingCycles a whole number, 0 or more (0 or missing: indefinite).
 * Anything else is an error value with a developer message, never a throw.
 */
export function subscriptionTerms(plan: unknown): Result<SubscriptionTerms, string> {
  const period = (plan as SubscriptionPlanInput | null | undefined)?.billingPeriod;
  if (typeof period !== 'object' || period === null) {
    return { ok: false, error: 'The subscription plan has no billingPeriod.' };
  }
  const { value, unit } = period;
  if (!Number.isSafeInteger(value) || value < 1) {
    return {
      ok: false,
      error: `Billing period value ${describe(value)} is not a whole number ≥ 1.`,
    };
  }
  if (typeof unit !== 'string' || !Object.hasOwn(UNITS, unit)) {
    return {
      ok: false,
      error: `Billing period unit ${describe(unit)} is not week, month or year.`,
    };
  }
  const cycles = (plan as SubscriptionPlanInput).numBillingCycles ?? INDEFINITE_BILLING_CYCLES;
  if (!Number.isSafeInteger(cycles) || cycles < 0) {
    return { ok: false, error: `numBillingCycles ${describe(cycles)} is not a whole number ≥ 0.` };
  }
  const indefinite = cycles === INDEFINITE_BILLING_CYCLES;
  return {
    ok: true,
    value: {
      period: { value, unit },
      payments: indefinite ? null : cycles,
      duration: indefinite ? null : { count: cycles * value, unit },
    },
  };
}

/** A value as text for a developer message; never throws (an object may have no toString). */
function describe(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
