export { DESCRIBE_VALUE_MAX_LENGTH, describeValue } from './format/describe-value';
export { type BlogUrlValues, formatBlogUrl } from './format/format-blog-url';
export { FILE_SIZE_STEP, FILE_SIZE_UNITS, formatFileSize } from './format/format-file-size';
export {
  formatMoney,
  formatMoneyToParts,
  MONEY_MAX_INTEGER_DIGITS,
  type MoneyValue,
} from './format/format-money';
