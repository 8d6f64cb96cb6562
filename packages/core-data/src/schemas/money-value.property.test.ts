import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  sometimes,
} from '../testing/property-harness';
import { MoneyValueSchema, parseMoneyValue } from './money-value';

// Property suite: a money value (spec 000 §3 "Money value": amount and currencyCode) as the
// server sends it inside carts and products.
const moneyValue = { subject: 'money value', schema: MoneyValueSchema, parse: parseMoneyValue };

const moneyLike = hostileRecord(
  {
    amount: sometimes(
      fc.oneof(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer().map(String),
        fc.tuple(fc.integer(), fc.nat(99)).map(([units, cents]) => `${units}.${cents}`),
      ),
    ),
    currencyCode: sometimes(fc.constantFrom('EUR', 'USD', 'JPY', 'GBP', 'XYZ')),
  },
  { amount: '1.00', currencyCode: 'EUR' },
);

describe('parseMoneyValue (property, spec 000 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(moneyValue);
  });

  it('reads hostile money values: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(moneyValue, moneyLike, ({ amount, currencyCode }) => {
      assert.match(currencyCode, /^[A-Z]{3}$/);
      if (typeof amount === 'string') assert.match(amount, /^-?\d+(?:\.\d+)?$/);
      else assert.ok(Number.isFinite(amount));
    });
  });
});
