import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserLikeClient, temporaryDatabase } from '../api/testing/browser-like-client';
import { SEED_ACCOUNTS } from '../db';
import { createSiteApp } from '../site-app';
import {
  PERMISSIONS_POLICY,
  SITE_REFERRER_POLICY,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

// The headers of docs/api-server.md "Security decisions", read from the assembled site.
let database: ReturnType<typeof temporaryDatabase>;
beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

function site(options: { trustProxy?: boolean } = {}) {
  return createSiteApp({
    db: database.db,
    imageCacheDir: `${database.dir}/images`,
    assets: { scripts: [], styles: [], preloads: [] },
    ...options,
  });
}

describe('security headers of every answer', () => {
  it('a page over http: CSP, Permissions-Policy, Referrer-Policy, nosniff, no HSTS', async () => {
    const response = await site().request('http://atelier.test/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('Permissions-Policy: the video players keep what their embed asks for; the rest is off', () => {
    expect(PERMISSIONS_POLICY).toContain(
      'fullscreen=(self "https://www.youtube.com" "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
    );
    for (const feature of ['autoplay', 'picture-in-picture', 'encrypted-media'])
      expect(PERMISSIONS_POLICY).toMatch(new RegExp(`(^|, )${feature}=\\(self "https://`));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(PERMISSIONS_POLICY).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
  });

  it('HSTS over https only (RFC 6797 §7.2), for this host only', async () => {
    const response = await site().request('https://atelier-lumiere.fr/robots.txt');
    expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000');
  });

  it('X-Forwarded-Proto counts only with trustProxy', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const spoofed = await site().request('http://atelier.test/robots.txt', { headers });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    const proxied = await site({ trustProxy: true }).request('http://atelier.test/robots.txt', {
      headers,
    });
    expect(proxied.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
  });

  it('checkout pages keep their own Referrer-Policy (same-origin) and their stricter CSP', async () => {
    for (const path of ['/checkout/donate?donatePageId=don-1', '/commerce/goto-checkout']) {
      const response = await site().request(`https://atelier-lumiere.fr${path}`);
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
      expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
      expect(response.headers.get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY);
    }
  });

  it('the owner page keeps its own Referrer-Policy (same-origin)', async () => {
    const owner = SEED_ACCOUNTS.find((account) => account.role === 'owner');
    const browser = browserLikeClient(site());
    await browser.request('/');
    const login = await browser.request(
      `/api/site-users/account/session?crumb=${encodeURIComponent(browser.crumb() ?? '')}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: owner?.email, password: owner?.password }),
      },
    );
    expect(login.status).toBe(200);
    const page = await browser.request('/proprietaire/soumissions');
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    expect(SITE_REFERRER_POLICY).toBe('strict-origin-when-cross-origin');
  });
});
