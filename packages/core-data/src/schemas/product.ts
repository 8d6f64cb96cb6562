import * as z from 'zod/mini';
import { ProductType } from '../enums/commerce';
import { type ParseResult, parseWith } from './parse-result';
import { PriceCentsSchema, VariantSchema } from './variant';

/**
 * A product of structured content, spec 000 §3 "Product". `productType` is required (one of
 * PHYSICAL, SERVICE, DIGITAL, GIFT_CARD); `priceCents` and `salePriceCents` are set for digital
 * products. Extra server fields are kept.
 */
export const ProductSchema = z.looseObject({
  id: z.optional(z.string()),
  productType: z.enum(ProductType.values),
  variants: z.optional(z.array(VariantSchema)),
  priceCents: z.optional(PriceCentsSchema),
  salePriceCents: z.optional(PriceCentsSchema),
  onSale: z.optional(z.boolean()),
});
export type Product = z.output<typeof ProductSchema>;

/** Parses a product; never throws. */
export function parseProduct(input: unknown): ParseResult<Product> {
  return parseWith(ProductSchema, input, 'product');
}
