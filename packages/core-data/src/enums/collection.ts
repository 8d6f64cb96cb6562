import { defineEnum, type EnumValueOf } from './define-enum';

/** Collection types, spec 000 §3. The spec says "and others": unknown numbers are not errors. */
export const CollectionType = /* @__PURE__ */ defineEnum({
  GENERIC: 1,
  SUBSCRIPTION: 2,
  SPLASH_PAGE: 8,
  PRODUCTS: 13,
  PORTFOLIO: 23,
  LESSONS: 24,
});
export type CollectionType = EnumValueOf<typeof CollectionType>;

/** Collection views, spec 000 §3 and spec 001 §3. */
export const CollectionView = /* @__PURE__ */ defineEnum({
  LIST: 'list',
  GRID: 'grid',
  PRODUCT: 'product',
});
export type CollectionView = EnumValueOf<typeof CollectionView>;
