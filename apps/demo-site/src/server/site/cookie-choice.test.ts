import { decodeConsentChoice } from '@vitrine/consent/store';
import { parseCookies } from '@vitrine/core-data/cookies';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { temporaryDatabase } from '../api/testing/browser-like-client';
import { createSiteApp } from '../site-app';

// The cookie banner's choice posted as a form, before or without the page script.
let database: ReturnType<typeof temporaryDatabase>;
let app: ReturnType<typeof createSiteApp>;
beforeEach(() => {
  database = temporaryDatabase();
  app = createSiteApp({
    db: database.db,
    imageCacheDir: `${database.dir}/images`,
    assets: { scripts: [], styles: [], preloads: [] },
  });
});
afterEach(() => {
  database.dispose();
});

/** A first visit of /contact: its cookies (crumb, visitor) and the banner form's fields. */
async function visit() {
  const response = await app.request('http://atelier.test/contact?ref=lettre');
  const html = await response.text();
  const cookies = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
  const form = /<form class="vitrine-cookie-banner__actions"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  const hidden = /<input type="hidden" name="crumb" value="([^"]*)"/.exec(form);
  return { html, form, cookies, crumb: hidden?.[1] ?? '' };
}

/** The banner's post after a visit; `{crumb}` in the body stands for the form's crumb. */
async function post(body: string, headers: Record<string, string> = {}) {
  const { cookies, crumb } = await visit();
  return app.request('http://atelier.test/choix-cookies', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      Origin: 'http://atelier.test',
      Referer: 'http://atelier.test/contact?ref=lettre',
      Cookie: cookies,
      ...headers,
    },
    body: body.replace('{crumb}', encodeURIComponent(crumb)),
  });
}

/** The choice cookie the answer sets, as the page script reads it, with its attributes. */
function choiceCookie(response: Response) {
  const header = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('vitrine_cookie_choice='));
  if (header === undefined) return undefined;
  const [pair = '', ...attributes] = header.split(/;\s*/);
  return {
    pair,
    choice: decodeConsentChoice(parseCookies(pair).vitrine_cookie_choice),
    attributes: attributes.map((attribute) => attribute.toLowerCase().split('=')[0]),
    maxAge: attributes.find((attribute) => /^max-age=/i.test(attribute)),
  };
}

describe('POST /choix-cookies', () => {
  it('the page without a choice shows the banner as a form posting here, with the crumb', async () => {
    const { form, crumb } = await visit();
    const tag = /<form[^>]*>/.exec(form)?.[0] ?? '';
    expect(tag).toContain('action="/choix-cookies"');
    expect(tag).toContain('method="post"');
    expect(crumb).toMatch(/^[\w-]{22}\.[\w-]{22}\.[\w-]{43}$/);
    const buttons = [...form.matchAll(/<button [^>]*>([^<]*)/g)];
    expect(
      buttons.map(([tag, label]) => [
        label,
        /type="(\w+)"/.exec(tag)?.[1],
        /name="(\w+)"/.exec(tag)?.[1],
        /value="(\w+)"/.exec(tag)?.[1],
      ]),
    ).toEqual([
      ['Refuser', 'submit', 'choice', 'denied'],
      ['Accepter', 'submit', 'choice', 'allowed'],
    ]);
  });

  it.each(['denied', 'allowed'] as const)(
    'stores « %s » for 30 days and sends the visitor back to the page, now without the banner',
    async (choice) => {
      const response = await post(`crumb={crumb}&choice=${choice}`);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/contact?ref=lettre');
      const stored = choiceCookie(response);
      expect(stored?.choice).toBe(choice);
      expect(stored?.maxAge).toBe('Max-Age=2592000');
      expect(stored?.attributes).toEqual(expect.arrayContaining(['path', 'samesite', 'expires']));
      expect(stored?.attributes).not.toContain('httponly');

      const next = await app.request('http://atelier.test/contact?ref=lettre', {
        headers: { Cookie: stored?.pair ?? '' },
      });
      expect(await next.text()).not.toContain('data-vitrine-server-banner');
    },
  );

  it('a post without this visitor’s crumb stores nothing and says so, with the way back', async () => {
    for (const body of ['choice=allowed', 'crumb=jeton-invente&choice=allowed']) {
      const response = await post(body);
      expect(response.status).toBe(403);
      const html = await response.text();
      expect(html).toContain('Votre jeton de sécurité a expiré ou manque. Veuillez réessayer.');
      expect(html).toContain('href="/contact?ref=lettre"');
      expect(choiceCookie(response)).toBeUndefined();
      // With a fresh crumb for the next try.
      const renewed = response.headers.getSetCookie().some((cookie) => cookie.startsWith('crumb='));
      expect(renewed).toBe(true);
    }
  });

  it('a post from another site is refused and stores nothing', async () => {
    const response = await post('crumb={crumb}&choice=allowed', {
      'Sec-Fetch-Site': 'cross-site',
      Origin: 'https://ailleurs.example',
      Referer: 'https://ailleurs.example/',
    });
    expect(response.status).toBe(403);
    expect(choiceCookie(response)).toBeUndefined();
  });

  it('an unknown choice is refused with a French message and stores nothing', async () => {
    for (const body of ['choice=peut-etre', '', 'choix=allowed', 'choice=allowed%00']) {
      const response = await post(`crumb={crumb}&${body}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(
        'Ce choix de cookies n’est pas reconnu : « Accepter » ou « Refuser ».',
      );
      expect(choiceCookie(response)).toBeUndefined();
    }
  });

  it('goes back to the home page when the Referer is missing or names another site', async () => {
    for (const referer of ['', 'https://ailleurs.example/contact', 'pas une adresse']) {
      const response = await post('crumb={crumb}&choice=denied', { Referer: referer });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/');
    }
  });
});
