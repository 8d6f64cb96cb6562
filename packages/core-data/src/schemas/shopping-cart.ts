import * as z from 'zod/mini';
import { MoneyValueSchema } from './money-value';
import { type ParseResult, parseWith } from './parse-result';

/** An amount in cents as the cart reports it: an integer (the sign is the server's business). */
const CentsSchema = z.int();

/**
 * One line of a shopping cart: at least a quantity (a whole number, 0 or more) and the product
 * item id, with the variant id when the product has variants. Extra server fields are kept.
 */
export const CartEntrySchema = z.looseObject({
  id: z.optional(z.string()),
  itemId: z.string(),
  variantId: z.nullish(z.string()),
  sku: z.nullish(z.string()),
  quantity: z.int().check(z.minimum(0)),
});
export type CartEntry = z.output<typeof CartEntrySchema>;

/** A shipping option, a tax rule, a coupon or a location: shapes the spec does not show. */
const ServerRecordSchema = z.looseObject({});

/**
 * A shopping cart as the server answers it, every field of spec 000 §3 "Shopping cart". Only `id`
 * is required; `created` is a timestamp in milliseconds; `subtotalAmount` is a money value.
 */
export const ShoppingCartSchema = z.looseObject({
  id: z.string(),
  websiteId: z.optional(z.string()),
  orderId: z.nullish(z.string()),
  created: z.optional(z.number()),
  isPurchased: z.optional(z.boolean()),
  entries: z.optional(z.array(CartEntrySchema)),
  shippingOptions: z.optional(z.array(ServerRecordSchema)),
  selectedShippingOption: z.nullish(ServerRecordSchema),
  shippingLocation: z.nullish(ServerRecordSchema),
  applicableTaxRules: z.optional(z.array(ServerRecordSchema)),
  coupons: z.optional(z.array(ServerRecordSchema)),
  validCoupons: z.optional(z.array(ServerRecordSchema)),
  invalidCoupons: z.optional(z.array(ServerRecordSchema)),
  subtotalCents: z.optional(CentsSchema),
  subtotalAmount: z.nullish(MoneyValueSchema),
  taxCents: z.optional(CentsSchema),
  shippingCostCents: z.optional(CentsSchema),
  discountCents: z.optional(CentsSchema),
  grandTotalCents: z.optional(CentsSchema),
  totalQuantity: z.optional(z.int().check(z.minimum(0))),
  hasDigital: z.optional(z.boolean()),
  purelyDigital: z.optional(z.boolean()),
  requiresShipping: z.optional(z.boolean()),
});
export type ShoppingCart = z.output<typeof ShoppingCartSchema>;

/** Parses a shopping cart; never throws. */
export function parseShoppingCart(input: unknown): ParseResult<ShoppingCart> {
  return parseWith(ShoppingCartSchema, input, 'shopping cart');
}
