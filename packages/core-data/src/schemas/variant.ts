import * as z from 'zod/mini';
import { PRODUCT_PRICE_MAX_CENTS } from '../constants/run-time-limits';
import { SKU_MAX_LENGTH } from '../rules/sku';
import { type ParseResult, parseWith } from './parse-result';

/** A price in cents: an integer from 0 to the product price maximum (spec 000 §5 "Commerce"). */
export const PriceCentsSchema = z.int().check(z.minimum(0), z.maximum(PRODUCT_PRICE_MAX_CENTS));

/**
 * A product variant, spec 000 §3 "Variant". Prices are integer cents; the SKU is at most 60
 * characters. Every field is optional and extra server fields are kept.
 */
export const VariantSchema = z.looseObject({
  id: z.optional(z.string()),
  sku: z.optional(z.string().check(z.maxLength(SKU_MAX_LENGTH))),
  price: z.optional(PriceCentsSchema),
  salePrice: z.optional(PriceCentsSchema),
  onSale: z.optional(z.boolean()),
  qtyInStock: z.optional(z.int()),
  unlimited: z.optional(z.boolean()),
  optionValues: z.optional(
    z.array(z.looseObject({ optionName: z.optional(z.string()), value: z.string() })),
  ),
});
export type Variant = z.output<typeof VariantSchema>;

/** Parses a product variant; never throws. */
export function parseVariant(input: unknown): ParseResult<Variant> {
  return parseWith(VariantSchema, input, 'variant');
}
