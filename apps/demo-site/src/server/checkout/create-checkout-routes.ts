import { CART_COOKIE_NAME } from '@vitrine/commerce/checkout';
import { LIMITS } from '@vitrine/core-data/constants';
import { type Context, Hono } from 'hono';
import { HTML_PAGE_HEADERS } from '../api/http/html';
import { serverText } from '../catalogue/server-text';
import { requestCookie } from '../session';
import {
  type CheckoutLine,
  type CheckoutPurchase,
  checkoutErrorPage,
  checkoutPage,
} from './checkout-pages';

/** Spec 000 §2: the checkout routes reached by redirect. */
export const CHECKOUT_PATHS = {
  cart: '/commerce/goto-checkout',
  subscription: '/checkout/subscribe',
  donation: '/checkout/donate',
  giftCard: '/checkout/giftcard',
} as const;

/** Longest identifier a checkout route accepts. */
const MAX_ID_LENGTH = 100;
// Control characters, which no identifier holds.
const CONTROL = /\p{Cc}/u;

export const CHECKOUT_MESSAGES = {
  noCart: serverText('server.checkout.noCart'),
  missing: (names: readonly string[]) =>
    serverText('server.checkout.missing', { count: names.length, names: names.join(' et ') }),
  invalid: (name: string) => serverText('server.checkout.invalid', { name }),
  emptyCart: serverText('server.checkout.emptyCart'),
} as const;

/** The cart a checkout buys: its lines and total, formatted, from the visitor's cart token. */
export type ReadCheckoutCart = (token: string) => {
  readonly lines: readonly CheckoutLine[];
  readonly total: string;
};

export interface CheckoutRoutesOptions {
  /** Reads the cart of a token; without it, the cart checkout lists no line. */
  readonly readCart?: ReadCheckoutCart;
}

type Params = Record<string, string>;

/** Reads required and optional query parameters: present, not blank, short, no control character. */
function readParams(
  c: Context,
  required: readonly string[],
  optional: readonly { readonly name: string; readonly max: number }[] = [],
): { ok: true; params: Params } | { ok: false; reason: string } {
  const params: Params = {};
  const missing: string[] = [];
  for (const name of required) {
    const value = c.req.query(name)?.trim();
    if (!value) missing.push(name);
    else if (value.length > MAX_ID_LENGTH || CONTROL.test(value)) {
      return { ok: false, reason: CHECKOUT_MESSAGES.invalid(name) };
    } else params[name] = value;
  }
  if (missing.length > 0) return { ok: false, reason: CHECKOUT_MESSAGES.missing(missing) };
  for (const { name, max } of optional) {
    const value = c.req.query(name)?.trim();
    if (value === undefined || value === '') continue;
    if (value.length > max || CONTROL.test(value)) {
      return { ok: false, reason: CHECKOUT_MESSAGES.invalid(name) };
    }
    params[name] = value;
  }
  return { ok: true, params };
}

function page(c: Context, html: string, status: 200 | 400): Response {
  return c.body(html, status, HTML_PAGE_HEADERS);
}

function answer(
  c: Context,
  read: ReturnType<typeof readParams>,
  purchase: (params: Params) => CheckoutPurchase,
): Response {
  return read.ok
    ? page(c, checkoutPage(purchase(read.params)), 200)
    : page(c, checkoutErrorPage(read.reason), 400);
}

/**
 * The checkout routes of spec 000 §2 as small French pages: `/commerce/goto-checkout` (needs the
 * cart cookie, spec 000 §8), `/checkout/subscribe?cartToken`, `/checkout/donate?donatePageId`,
 * `/checkout/giftcard?websiteId&giftCardProductId[&sku]` (SKU at most 60 characters, spec 000
 * §5). A missing or invalid parameter gives a 400 page saying which. Every value is escaped.
 */
export function createCheckoutRoutes({ readCart }: CheckoutRoutesOptions = {}): Hono {
  const app = new Hono();
  app.get(CHECKOUT_PATHS.cart, (c) => {
    const token = requestCookie(c.req.raw, CART_COOKIE_NAME);
    if (!token) {
      return page(c, checkoutErrorPage(CHECKOUT_MESSAGES.noCart), 400);
    }
    const cart = readCart?.(token);
    if (cart && cart.lines.length === 0) {
      return page(
        c,
        checkoutErrorPage(CHECKOUT_MESSAGES.emptyCart, {
          href: '/boutique',
          label: serverText('server.checkout.discoverShop'),
        }),
        400,
      );
    }
    return page(
      c,
      checkoutPage({
        title: serverText('server.checkout.cart.title'),
        details: [],
        ...(cart ? { lines: cart.lines, total: cart.total } : {}),
        back: { href: '/panier', label: serverText('server.checkout.editCart') },
      }),
      200,
    );
  });
  app.get(CHECKOUT_PATHS.subscription, (c) =>
    answer(c, readParams(c, ['cartToken']), (params) => ({
      title: serverText('server.checkout.subscription.title'),
      details: [[serverText('server.checkout.subscription.cartToken'), params.cartToken ?? '']],
    })),
  );
  app.get(CHECKOUT_PATHS.donation, (c) =>
    answer(c, readParams(c, ['donatePageId']), (params) => ({
      title: serverText('server.checkout.donation.title'),
      details: [[serverText('server.checkout.donation.page'), params.donatePageId ?? '']],
    })),
  );
  app.get(CHECKOUT_PATHS.giftCard, (c) =>
    answer(
      c,
      readParams(
        c,
        ['websiteId', 'giftCardProductId'],
        [{ name: 'sku', max: LIMITS.commerce.skuMaxLength }],
      ),
      (params) => ({
        title: serverText('server.checkout.giftCard.title'),
        details: [
          [serverText('server.checkout.giftCard.site'), params.websiteId ?? ''],
          [serverText('server.checkout.giftCard.product'), params.giftCardProductId ?? ''],
          ...(params.sku
            ? [[serverText('server.checkout.giftCard.sku'), params.sku] as const]
            : []),
        ],
      }),
    ),
  );
  return app;
}
