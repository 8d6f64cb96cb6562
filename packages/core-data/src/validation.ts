export { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isValidEmail } from './rules/is-valid-email';
export { isValidUsZip } from './rules/is-valid-us-zip';
export {
  GENERATED_SKU_DIGITS,
  GENERATED_SKU_PREFIX,
  generateSku,
  isValidSku,
  SKU_MAX_LENGTH,
} from './rules/sku';
