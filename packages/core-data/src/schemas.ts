// Public entry `@vitrine/core-data/schemas`: zod/mini schemas and their parse functions
// (re-exports only).
export {
  type CookieBannerSettings,
  CookieBannerSettingsSchema,
  parseCookieBannerSettings,
} from './schemas/cookie-banner-settings';
export {
  type FormFieldValue,
  FormFieldValueSchema,
  type FormFieldValues,
  FormFieldValuesSchema,
  type FormSubmissionPayload,
  FormSubmissionPayloadSchema,
  parseFormSubmissionPayload,
} from './schemas/form-submission';
export {
  type FormSubmissionErrorAnswer,
  FormSubmissionErrorAnswerSchema,
  parseFormSubmissionErrorAnswer,
} from './schemas/form-submission-error-answer';
export {
  type FormSubmissionKeyAnswer,
  FormSubmissionKeyAnswerSchema,
  parseFormSubmissionKeyAnswer,
} from './schemas/form-submission-key-answer';
export { type LoginAnswer, LoginAnswerSchema, parseLoginAnswer } from './schemas/login-answer';
export {
  CurrencyCodeSchema,
  type MoneyValue,
  MoneyValueSchema,
  parseMoneyValue,
} from './schemas/money-value';
export {
  DEFAULT_PAGE_CONTEXT,
  type PageContext,
  PageContextSchema,
  parsePageContext,
} from './schemas/page-context';
export {
  formatIssuePath,
  issueMessage,
  type ParseError,
  type ParseIssue,
  type ParseResult,
  parseWith,
} from './schemas/parse-result';
export {
  POPUP_OVERLAY_NEVER_AGAIN,
  type PopupOverlaySettings,
  PopupOverlaySettingsSchema,
  parsePopupOverlaySettings,
} from './schemas/popup-overlay-settings';
export {
  type PopupOverlayStoredData,
  PopupOverlayStoredDataSchema,
  parsePopupOverlayStoredData,
} from './schemas/popup-overlay-stored-data';
export { type Product, ProductSchema, parseProduct } from './schemas/product';
export {
  type CartEntry,
  CartEntrySchema,
  parseShoppingCart,
  type ShoppingCart,
  ShoppingCartSchema,
} from './schemas/shopping-cart';
export {
  INDEFINITE_BILLING_CYCLES,
  parseSubscriptionPlan,
  type SubscriptionPlan,
  SubscriptionPlanSchema,
} from './schemas/subscription-plan';
export {
  PriceCentsSchema,
  parseVariant,
  type Variant,
  VariantSchema,
} from './schemas/variant';
