import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseShoppingCart } from './shopping-cart';

/** A cart with every field of spec 000 §3 "Shopping cart", as the server would answer. */
const cart = {
  id: 'cart-1',
  websiteId: 'site-1',
  orderId: null,
  created: 1_717_000_000_000,
  isPurchased: false,
  entries: [
    { id: 'e1', itemId: 'item-1', variantId: 'variant-1', quantity: 2, sku: 'SQ1234567' },
    { itemId: 'item-2', quantity: 1, customFormData: { note: 'Cadeau' } },
  ],
  shippingOptions: [{ id: 's1', name: 'Colissimo' }],
  selectedShippingOption: { id: 's1' },
  shippingLocation: { country: 'FR', postalCode: '75001' },
  applicableTaxRules: [{ name: 'TVA', rate: 0.2 }],
  coupons: [{ promoCode: 'BIENVENUE' }],
  validCoupons: [{ promoCode: 'BIENVENUE' }],
  invalidCoupons: [],
  subtotalCents: 5000,
  subtotalAmount: { amount: '50.00', currencyCode: 'EUR' },
  taxCents: 1000,
  shippingCostCents: 490,
  discountCents: 500,
  grandTotalCents: 5990,
  totalQuantity: 3,
  hasDigital: false,
  purelyDigital: false,
  requiresShipping: true,
  cartToken: 'token',
};

describe('parseShoppingCart (spec 000 §3 "Shopping cart")', () => {
  it('accepts a full cart and keeps extra fields', () => {
    expect(parseShoppingCart(cart)).toEqual({ ok: true, value: cart });
  });

  it('needs only an id', () => {
    expect(parseShoppingCart({ id: 'c' })).toEqual({ ok: true, value: { id: 'c' } });
  });

  it.each([
    ['id', 'required (expected string)', { ...cart, id: undefined }],
    ['entries[0].quantity', 'required (expected number)', { ...cart, entries: [{ itemId: 'i' }] }],
    ['entries[0].itemId', 'required (expected string)', { ...cart, entries: [{ quantity: 1 }] }],
    [
      'entries[0].quantity',
      'must be at least 0',
      { ...cart, entries: [{ itemId: 'i', quantity: -1 }] },
    ],
    [
      'subtotalAmount.amount',
      'must be a decimal amount such as "12.50"',
      { ...cart, subtotalAmount: { amount: 'cinquante', currencyCode: 'EUR' } },
    ],
    [
      'grandTotalCents',
      'expected integer, received a fractional number',
      { ...cart, grandTotalCents: 59.9 },
    ],
    ['totalQuantity', 'expected number, received string', { ...cart, totalQuantity: '3' }],
    [
      'requiresShipping',
      'expected boolean, received string',
      { ...cart, requiresShipping: 'true' },
    ],
    ['coupons[0]', 'expected object, received null', { ...cart, coupons: [null] }],
  ])('refuses a cart with a bad %s: %s', (path, message, input) => {
    expect(parseShoppingCart(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid shopping cart at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseShoppingCart(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('never throws on cart-like input', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            id: fc.oneof(fc.string(), fc.anything()),
            entries: fc.array(
              fc.dictionary(fc.constantFrom('itemId', 'quantity', 'variantId'), fc.anything()),
            ),
            subtotalAmount: fc.anything(),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          expect(typeof parseShoppingCart(input).ok).toBe('boolean');
        },
      ),
      UNIT_TEST_RUNS,
    );
  });
});
