export {
  DEFAULT_PRICING_OPTION,
  type MemberPricingView,
  memberPricingView,
  otherPricingOption,
  PRICING_OPTIONS,
  type PricingOption,
  readPricingOption,
} from './member-pricing/member-pricing-state';
export {
  MemberPricingToggle,
  type MemberPricingToggleProps,
} from './member-pricing/member-pricing-toggle';
