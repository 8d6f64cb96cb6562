import type { FeatureName } from './registry-types';

/** Page types that load a feature, spec 000 §2: cart (200) loads the cart, reviews request (209) the reviews. */
export const CART_PAGE_TYPE = 200;
export const REVIEWS_REQUEST_PAGE_TYPE = 209;

/** The markup that asks for a feature (see the README's markup contract). */
export const FULL_PAGE_CART_ID = 'vitrine-cart-root';
export const CART_WIDGET_CLASS = 'vitrine-cart-widget';
export const FEATURE_ATTRIBUTE = 'data-vitrine-feature';

export interface FeatureMarkup {
  /** A full-page cart root (`#vitrine-cart-root`) or a template cart widget (`.vitrine-cart-widget`). */
  readonly cart: boolean;
  /** Elements carrying `data-vitrine-feature="…"`, by feature name. */
  readonly requested: readonly string[];
}

const FEATURES: readonly FeatureName[] = [
  'cart',
  'product-reviews',
  'share-button',
  'search-preview',
];

/**
 * Which on-demand features a page loads, spec 000 §1-2: the cart on the cart page or when a cart
 * root or widget is in the markup; product reviews on the reviews-request page; any feature an
 * element asks for with `data-vitrine-feature`. Each at most once, in a fixed order.
 */
export function featuresToLoad(pageType: number | undefined, markup: FeatureMarkup): FeatureName[] {
  const wanted = new Set<string>(markup.requested);
  if (pageType === CART_PAGE_TYPE || markup.cart) wanted.add('cart');
  if (pageType === REVIEWS_REQUEST_PAGE_TYPE) wanted.add('product-reviews');
  return FEATURES.filter((name) => wanted.has(name));
}

/** Reads the feature markup of a page (DOM side of {@link featuresToLoad}). */
export function readFeatureMarkup(root: ParentNode): FeatureMarkup {
  const requested = new Set<string>();
  for (const element of root.querySelectorAll(`[${FEATURE_ATTRIBUTE}]`)) {
    for (const name of (element.getAttribute(FEATURE_ATTRIBUTE) ?? '').split(/\s+/))
      if (name) requested.add(name);
  }
  return {
    cart: root.querySelector(`#${FULL_PAGE_CART_ID}, .${CART_WIDGET_CLASS}`) !== null,
    requested: [...requested],
  };
}
