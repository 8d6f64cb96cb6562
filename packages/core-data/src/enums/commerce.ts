import { defineEnum, type EnumValueOf } from './define-enum';

/** Product types of structured content, spec 000 §3 "Product". */
export const ProductType = /* @__PURE__ */ defineEnum({
  PHYSICAL: 'PHYSICAL',
  SERVICE: 'SERVICE',
  DIGITAL: 'DIGITAL',
  GIFT_CARD: 'GIFT_CARD',
});
export type ProductType = EnumValueOf<typeof ProductType>;

/** The numeric product types used "elsewhere", spec 000 §3 "Product". */
export const ProductTypeCode = /* @__PURE__ */ defineEnum({
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
});
export type ProductTypeCode = EnumValueOf<typeof ProductTypeCode>;

/** Units of a subscription plan's billing period, spec 000 §3 "Subscription plan". */
export const BillingPeriodUnit = /* @__PURE__ */ defineEnum({
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
});
export type BillingPeriodUnit = EnumValueOf<typeof BillingPeriodUnit>;

/** Measurement systems, spec 000 §9: imperial gives lbs and inches, otherwise kg and cm. */
export const MeasurementSystem = /* @__PURE__ */ defineEnum({
  IMPERIAL: 'imperial',
  METRIC: 'metric',
});
export type MeasurementSystem = EnumValueOf<typeof MeasurementSystem>;
