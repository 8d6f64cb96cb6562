import { commerce } from '@vitrine/i18n-fr/commerce';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_COOKIE_NAME, hasCartCookie } from './cart-cookie';
import { CHECKOUT_ROUTES, checkoutUrl } from './checkout-url';
import { goToCheckout } from './go-to-checkout';

describe('checkoutUrl (spec 000 §2 "Routes reached by redirect")', () => {
  it('sends the cart to /commerce/goto-checkout with no query', () => {
    expect(checkoutUrl('cart', {})).toEqual({ ok: true, value: '/commerce/goto-checkout' });
  });

  it('sends a subscription to /checkout/subscribe?cartToken=', () => {
    expect(checkoutUrl('subscription', { cartToken: 'tok_42' })).toEqual({
      ok: true,
      value: '/checkout/subscribe?cartToken=tok_42',
    });
  });

  it('sends a donation to /checkout/donate?donatePageId=', () => {
    expect(checkoutUrl('donation', { donatePageId: '5f1e0c9a2b3c4d5e6f708192' })).toEqual({
      ok: true,
      value: '/checkout/donate?donatePageId=5f1e0c9a2b3c4d5e6f708192',
    });
  });

  it('sends a gift card to /checkout/giftcard?websiteId=&giftCardProductId=, and &sku= optionally', () => {
    expect(checkoutUrl('gift-card', { websiteId: 'w1', giftCardProductId: 'g2' })).toEqual({
      ok: true,
      value: '/checkout/giftcard?websiteId=w1&giftCardProductId=g2',
    });
    expect(
      checkoutUrl('gift-card', { websiteId: 'w1', giftCardProductId: 'g2', sku: 'SQ1234567' }),
    ).toEqual({
      ok: true,
      value: '/checkout/giftcard?websiteId=w1&giftCardProductId=g2&sku=SQ1234567',
    });
  });

  it('percent-encodes the values', () => {
    expect(checkoutUrl('subscription', { cartToken: 'a b&c=d/é' })).toEqual({
      ok: true,
      value: '/checkout/subscribe?cartToken=a%20b%26c%3Dd%2F%C3%A9',
    });
  });

  it('gives an error value for missing parameters or an unknown kind', () => {
    expect(checkoutUrl('subscription', { cartToken: '' })).toEqual({
      ok: false,
      error: { message: 'The subscription checkout needs cartToken.', missing: ['cartToken'] },
    });
    expect(checkoutUrl('gift-card', { websiteId: 'w1' } as never)).toMatchObject({
      ok: false,
      error: { missing: ['giftCardProductId'] },
    });
    expect(checkoutUrl('donation', undefined as never)).toMatchObject({ ok: false });
    expect(checkoutUrl('toString' as never, {} as never)).toMatchObject({ ok: false });
  });

  it('lists exactly the routes of the spec', () => {
    expect(CHECKOUT_ROUTES).toEqual({
      cart: '/commerce/goto-checkout',
      subscription: '/checkout/subscribe',
      donation: '/checkout/donate',
      'gift-card': '/checkout/giftcard',
    });
  });
});

describe('goToCheckout (spec 000 §7 "Checkout redirects", §8 "Checkout")', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('navigates to the route when the cart cookie exists', () => {
    const navigate = vi.fn();
    const alert = vi.fn();
    const outcome = goToCheckout(
      'gift-card',
      { websiteId: 'w1', giftCardProductId: 'g2', sku: 'SQ7654321' },
      { hasCartCookie: true, navigate, alert },
    );
    expect(outcome).toBe('navigated');
    expect(navigate).toHaveBeenCalledWith(
      '/checkout/giftcard?websiteId=w1&giftCardProductId=g2&sku=SQ7654321',
    );
    expect(alert).not.toHaveBeenCalled();
  });

  it('alerts that the session expired or cookies are disabled, in French, without the cookie', () => {
    const navigate = vi.fn();
    const alert = vi.fn();
    const outcome = goToCheckout('cart', {}, { hasCartCookie: () => false, navigate, alert });
    expect(outcome).toBe('session-expired');
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).toHaveBeenCalledWith(
      'Votre session a expiré ou les cookies sont désactivés dans votre navigateur. Activez les cookies, puis réessayez.',
    );
    expect(alert.mock.calls[0]?.[0]).toBe(commerce['commerce.checkout.sessionExpired']);
  });

  it('shows a site wording of the message when given one', () => {
    const alert = vi.fn();
    goToCheckout(
      'cart',
      {},
      { hasCartCookie: false, alert, sessionExpiredMessage: 'Session finie.' },
    );
    expect(alert).toHaveBeenCalledWith('Session finie.');
  });

  it('reads the CART cookie by default and uses location and window.alert', () => {
    const assign = vi.fn();
    const alert = vi.fn();
    vi.stubGlobal('document', { cookie: `theme=dark; ${CART_COOKIE_NAME}=abc123` });
    vi.stubGlobal('location', { assign });
    vi.stubGlobal('alert', alert);
    expect(hasCartCookie()).toBe(true);
    expect(goToCheckout('donation', { donatePageId: 'p1' })).toBe('navigated');
    expect(assign).toHaveBeenCalledWith('/checkout/donate?donatePageId=p1');
    vi.stubGlobal('document', { cookie: 'theme=dark' });
    expect(goToCheckout('subscription', { cartToken: 't' })).toBe('session-expired');
    expect(alert).toHaveBeenCalledOnce();
  });

  it('does nothing with bad parameters, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const navigate = vi.fn();
    const alert = vi.fn();
    expect(
      goToCheckout('subscription', {} as never, { hasCartCookie: true, navigate, alert }),
    ).toBe('invalid');
    expect(navigate).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledOnce();
  });
});
