import { commerce } from '@vitrine/i18n-fr/commerce';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { describe, expect, it } from 'vitest';
import { describeMoney } from '../money/describe-money';
import { subscriptionPriceText } from './subscription-price-text';
import { INDEFINITE_BILLING_CYCLES, subscriptionTerms } from './subscription-terms';

const t = createTranslator(commerce);
const NBSP = '\u00a0';
const price = describeMoney({ cents: 1200, currencyCode: 'EUR' }).text;

/** The French price line of a plan, as `<SubscriptionPrice>` renders it. */
function line(plan: unknown): string {
  const terms = subscriptionTerms(plan);
  if (!terms.ok) throw new Error(terms.error);
  return subscriptionPriceText(t, terms.value, price);
}

describe('subscription plans (spec 000 §3 "Subscription plan")', () => {
  it('says 12,00 € chaque mois pendant 6 mois for 6 monthly cycles (the catalogue wording of a 1-month period)', () => {
    expect(line({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 6 })).toBe(
      `12,00${NBSP}€ chaque mois pendant 6 mois`,
    );
  });

  it('bills every 2 weeks: toutes les 2 semaines, for cycles times the period', () => {
    expect(line({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 0 })).toBe(
      `12,00${NBSP}€ toutes les 2 semaines`,
    );
    expect(line({ billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 3 })).toBe(
      `12,00${NBSP}€ toutes les 2 semaines pendant 6 semaines`,
    );
    expect(line({ billingPeriod: { value: 1, unit: 'week' }, numBillingCycles: 1 })).toBe(
      `12,00${NBSP}€ chaque semaine pendant 1 semaine`,
    );
  });

  it('bills chaque année, and tous les 2 ans', () => {
    expect(line({ billingPeriod: { value: 1, unit: 'year' } })).toBe(`12,00${NBSP}€ chaque année`);
    expect(line({ billingPeriod: { value: 1, unit: 'year' }, numBillingCycles: 2 })).toBe(
      `12,00${NBSP}€ chaque année pendant 2 ans`,
    );
    expect(line({ billingPeriod: { value: 2, unit: 'year' }, numBillingCycles: 1 })).toBe(
      `12,00${NBSP}€ tous les 2 ans pendant 2 ans`,
    );
    expect(line({ billingPeriod: { value: 3, unit: 'month' }, numBillingCycles: 4 })).toBe(
      `12,00${NBSP}€ tous les 3 mois pendant 12 mois`,
    );
  });

  it('treats numBillingCycles 0 as indefinite: no pendant, no payment count', () => {
    expect(INDEFINITE_BILLING_CYCLES).toBe(0);
    const terms = subscriptionTerms({
      billingPeriod: { value: 1, unit: 'month' },
      numBillingCycles: 0,
    });
    expect(terms).toEqual({
      ok: true,
      value: { period: { value: 1, unit: 'month' }, payments: null, duration: null },
    });
    expect(line({ billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 })).toBe(
      `12,00${NBSP}€ chaque mois`,
    );
    expect(line({ billingPeriod: { value: 1, unit: 'month' } })).not.toContain('pendant');
  });

  it('counts the payments of a limited plan', () => {
    const terms = subscriptionTerms({
      billingPeriod: { value: 1, unit: 'month' },
      numBillingCycles: 6,
    });
    expect(terms.ok && terms.value.payments).toBe(6);
  });

  it('refuses a broken plan with an error value', () => {
    for (const bad of [
      null,
      {},
      { billingPeriod: { value: 0, unit: 'month' } },
      { billingPeriod: { value: 1.5, unit: 'month' } },
      { billingPeriod: { value: 1, unit: 'day' } },
      { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: -1 },
    ]) {
      expect(subscriptionTerms(bad).ok).toBe(false);
    }
  });
});
