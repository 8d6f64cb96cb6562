import { checkoutUrl } from '@vitrine/commerce/checkout';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, CHECKOUT_PATHS, createCheckoutRoutes } from './create-checkout-routes';

const app = createCheckoutRoutes();
const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { headers });

describe('checkout routes (spec 000 §2 "Routes reached by redirect")', () => {
  it('are the URLs the commerce package redirects to', () => {
    expect(checkoutUrl('cart', {})).toEqual({ ok: true, value: CHECKOUT_PATHS.cart });
    for (const [kind, params] of [
      ['subscription', { cartToken: 't' }],
      ['donation', { donatePageId: 'd' }],
      ['gift-card', { websiteId: 'w', giftCardProductId: 'g' }],
    ] as const) {
      const url = checkoutUrl(kind, params as never);
      expect(url.ok && url.value.split('?')[0]).toBe(
        {
          subscription: CHECKOUT_PATHS.subscription,
          donation: CHECKOUT_PATHS.donation,
          'gift-card': CHECKOUT_PATHS.giftCard,
        }[kind],
      );
    }
  });

  it('renders an accessible French payment page for a gift card, sku included', async () => {
    const response = await get(
      '/checkout/giftcard?websiteId=site-1&giftCardProductId=carte-50&sku=SQ1234567',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(html).toContain('<title>Paiement — Atelier Lumière</title>');
    expect(html).toContain('<main id="contenu" tabindex="-1">');
    expect(html).toContain('<h1>Paiement</h1>');
    expect(html).toContain('<h2 id="achat">Une carte cadeau</h2>');
    expect(html).toContain('<dt>Carte cadeau</dt><dd>carte-50</dd>');
    expect(html).toContain('<dt>Référence (SKU)</dt><dd>SQ1234567</dd>');
    expect(html).toContain('<a href="/boutique">Retour à la boutique</a>');
    expect(html).not.toMatch(/<script/i);
  });

  it('renders the subscription and donation pages', async () => {
    const subscription = await (await get('/checkout/subscribe?cartToken=panier-42')).text();
    expect(subscription).toContain('<h2 id="achat">Votre abonnement</h2>');
    expect(subscription).toContain('<dd>panier-42</dd>');
    const donation = await (await get('/checkout/donate?donatePageId=soutien')).text();
    expect(donation).toContain('Votre don à l’atelier');
    expect(donation).toContain('<dd>soutien</dd>');
  });

  it('escapes every parameter', async () => {
    const attack = encodeURIComponent('<script>alert("x")</script>');
    const html = await (await get(`/checkout/subscribe?cartToken=${attack}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    const gift = await (
      await get(
        `/checkout/giftcard?websiteId=%22%3E%3Cimg%20src%3Dx%3E&giftCardProductId=g&sku=${encodeURIComponent("'&")}`,
      )
    ).text();
    expect(gift).toContain('<dd>&quot;&gt;&lt;img src=x&gt;</dd>');
    expect(gift).toContain('<dd>&#39;&amp;</dd>');
  });

  it('answers 400 pages naming the missing or invalid parameter', async () => {
    const cases: [string, string][] = [
      ['/checkout/subscribe', CHECKOUT_MESSAGES.missing(['cartToken'])],
      ['/checkout/donate?donatePageId=%20', CHECKOUT_MESSAGES.missing(['donatePageId'])],
      ['/checkout/giftcard?sku=a', CHECKOUT_MESSAGES.missing(['websiteId', 'giftCardProductId'])],
      [
        `/checkout/giftcard?websiteId=w&giftCardProductId=g&sku=${'S'.repeat(61)}`,
        CHECKOUT_MESSAGES.invalid('sku'),
      ],
      [`/checkout/subscribe?cartToken=${'t'.repeat(101)}`, CHECKOUT_MESSAGES.invalid('cartToken')],
      ['/checkout/subscribe?cartToken=a%0Ab', CHECKOUT_MESSAGES.invalid('cartToken')],
    ];
    for (const [path, message] of cases) {
      const response = await get(path);
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain('<h1>Paiement impossible</h1>');
      expect(html).toContain(`<p role="alert">${message}</p>`);
      expect(html).toContain('<a href="/boutique">Retour à la boutique</a>');
    }
  });

  it('the cart checkout needs the cart cookie (spec 000 §8 "Checkout")', async () => {
    const without = await get('/commerce/goto-checkout');
    expect(without.status).toBe(400);
    expect(await without.text()).toContain(CHECKOUT_MESSAGES.noCart);
    const withCart = await get('/commerce/goto-checkout', { cookie: 'CART=abc' });
    expect(withCart.status).toBe(200);
    expect(await withCart.text()).toContain('<h2 id="achat">Le contenu de votre panier</h2>');
  });
});
