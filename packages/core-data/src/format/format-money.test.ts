import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyToParts, type MoneyValue } from './format-money';

// Intl's French output: U+202F (narrow no-break space) groups thousands, U+00A0 precedes the symbol.
const NNBSP = '\u202F';
const NBSP = '\u00A0';

describe('formatMoney (spec 000 section 3)', () => {
  it('formats euros in French with exact spacing characters', () => {
    expect(formatMoney({ amount: '1234.50', currencyCode: 'EUR' })).toBe(`1${NNBSP}234,50${NBSP}€`);
    expect(formatMoney({ amount: 1234.5, currencyCode: 'EUR' })).toBe(`1${NNBSP}234,50${NBSP}€`);
  });

  it('defaults to fr-FR', () => {
    const money: MoneyValue = { amount: '1234.50', currencyCode: 'EUR' };
    expect(formatMoney(money)).toBe(formatMoney(money, 'fr-FR'));
  });

  it('gives JPY 0 fraction digits and the others 2', () => {
    expect(formatMoney({ amount: '1234', currencyCode: 'JPY' })).toBe(`1${NNBSP}234${NBSP}JPY`);
    expect(formatMoney({ amount: '1234.4', currencyCode: 'JPY' })).toBe(`1${NNBSP}234${NBSP}JPY`);
    expect(formatMoney({ amount: '5', currencyCode: 'USD' })).toBe(`5,00${NBSP}$US`);
    expect(formatMoney({ amount: 0.1, currencyCode: 'GBP' })).toBe(`0,10${NBSP}£GB`);
  });

  it('groups by thousands', () => {
    expect(formatMoney({ amount: '1234567.89', currencyCode: 'EUR' })).toBe(
      `1${NNBSP}234${NNBSP}567,89${NBSP}€`,
    );
    expect(formatMoney({ amount: '1234.5', currencyCode: 'EUR' }, 'en-US')).toBe('€1,234.50');
    // Spanish only groups from 5 digits by default; the formatter always groups by thousands.
    expect(formatMoney({ amount: '1234.5', currencyCode: 'EUR' }, 'es-ES')).toBe(
      `1.234,50${NBSP}€`,
    );
  });

  it('formats a decimal string exactly, without floating-point loss', () => {
    expect(formatMoney({ amount: '123456789012345.67', currencyCode: 'EUR' }, 'en-US')).toBe(
      '€123,456,789,012,345.67',
    );
    expect(formatMoney({ amount: '0.005', currencyCode: 'EUR' }, 'en-US')).toBe('€0.01');
  });

  it('formats negatives, and shows no sign on an amount that rounds to zero', () => {
    expect(formatMoney({ amount: '-12.5', currencyCode: 'EUR' })).toBe(`-12,50${NBSP}€`);
    expect(formatMoney({ amount: '-0.001', currencyCode: 'EUR' })).toBe(`0,00${NBSP}€`);
    expect(formatMoney({ amount: -0, currencyCode: 'EUR' })).toBe(`0,00${NBSP}€`);
  });

  it('accepts up to 15 integer places and throws a RangeError beyond', () => {
    expect(() => formatMoney({ amount: '999999999999999.99', currencyCode: 'EUR' })).not.toThrow();
    expect(() => formatMoney({ amount: '0001.00', currencyCode: 'EUR' })).not.toThrow();
    expect(() => formatMoney({ amount: '1000000000000000', currencyCode: 'EUR' })).toThrow(
      RangeError,
    );
    expect(() => formatMoney({ amount: 1e15, currencyCode: 'EUR' })).toThrow(RangeError);
    expect(() => formatMoney({ amount: -1e15, currencyCode: 'EUR' })).toThrow(RangeError);
  });

  it('throws a TypeError for anything that is not a money value', () => {
    const notMoney: unknown[] = [
      null,
      undefined,
      12,
      '12 EUR',
      [],
      {},
      { amount: '1' },
      { currencyCode: 'EUR' },
      { amount: '1', currencyCode: 'XXX' },
      { amount: '1', currencyCode: 'eur' },
      { amount: '1', currencyCode: 'RUB' },
      { amount: '1', currencyCode: 'toString' },
      { amount: 'abc', currencyCode: 'EUR' },
      { amount: '', currencyCode: 'EUR' },
      { amount: '1e3', currencyCode: 'EUR' },
      { amount: '1,5', currencyCode: 'EUR' },
      { amount: ' 1', currencyCode: 'EUR' },
      { amount: Number.NaN, currencyCode: 'EUR' },
      { amount: Number.POSITIVE_INFINITY, currencyCode: 'EUR' },
      { amount: null, currencyCode: 'EUR' },
      { amount: 10n, currencyCode: 'EUR' },
    ];
    for (const [index, value] of notMoney.entries()) {
      expect(() => formatMoney(value as MoneyValue), `case ${index}`).toThrow(TypeError);
    }
  });

  it('rejects a hostile long amount quickly', () => {
    const hostile = `${'1'.repeat(100_000)}.`;
    const start = performance.now();
    expect(() => formatMoney({ amount: hostile, currencyCode: 'EUR' })).toThrow(TypeError);
    expect(performance.now() - start).toBeLessThan(50);
  });
});

describe('formatMoneyToParts', () => {
  it('returns the Intl parts of the same string', () => {
    const money: MoneyValue = { amount: '1234.50', currencyCode: 'EUR' };
    const parts = formatMoneyToParts(money);
    expect(parts.map((part) => part.value).join('')).toBe(formatMoney(money));
    expect(parts.find((part) => part.type === 'currency')?.value).toBe('€');
    expect(parts.filter((part) => part.type === 'integer').map((part) => part.value)).toEqual([
      '1',
      '234',
    ]);
  });

  it('throws like formatMoney', () => {
    expect(() => formatMoneyToParts(null as unknown as MoneyValue)).toThrow(TypeError);
  });
});
