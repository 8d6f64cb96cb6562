export { type FromPriceKey, fromPriceText } from './pricing/from-price-text';
export {
  isValidPriceCents,
  PRODUCT_PRICE_MAX_CENTS,
  type VariantIssue,
  variantIssues,
} from './pricing/price-rules';
export { ProductPrice, type ProductPriceProps } from './pricing/product-price';
export {
  isProductSoldOut,
  isVariantInStock,
  type PriceDisplay,
  productPriceDisplay,
  type UnitPrice,
  variantPriceDisplay,
  variantUnitPrice,
} from './pricing/product-pricing';
export { findVariant, type OptionSelection, variantOptionsLabel } from './pricing/variant-options';
