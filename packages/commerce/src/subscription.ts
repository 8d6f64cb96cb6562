export { SubscriptionPrice, type SubscriptionPriceProps } from './subscription/subscription-price';
export {
  type SubscriptionPriceKey,
  subscriptionPriceText,
} from './subscription/subscription-price-text';
export {
  INDEFINITE_BILLING_CYCLES,
  type SubscriptionPlanInput,
  type SubscriptionTerms,
  subscriptionTerms,
} from './subscription/subscription-terms';
