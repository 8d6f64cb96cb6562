// What the packages' own clients send, through the assembled site and its request policy: no
// call of a real client may be refused for its size, media type, target or headers.
import { createCartApi } from '@vitrine/commerce/cart-api';
import { createDataLayer } from '@vitrine/core-data/data-layer';
import { DEFAULT_PAGE_CONTEXT } from '@vitrine/core-data/schemas/page-context';
import { sendFormSubmission } from '@vitrine/forms/form';
import { createSession } from '@vitrine/runtime/session';
import { createSiteApi } from '@vitrine/runtime/site-services';
import { WIDGET_RENDERING_PATH, widgetRenderingBody } from '@vitrine/runtime/widget-rendering';
import { createAnalytics, createEventRecorder } from '@vitrine/telemetry/analytics';
import { createBeaconQueue } from '@vitrine/telemetry/beacon-queue';
import { createCensus } from '@vitrine/telemetry/census';
import { createErrorReporter } from '@vitrine/telemetry/error-reporter';
import { createLogger } from '@vitrine/telemetry/logger';
import { sendPageSpeedPayload } from '@vitrine/telemetry/page-speed';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM } from '../../content/forms';
import { PRODUCTS } from '../../content/shop';
import { browserLikeClient, temporaryDatabase } from '../api/testing/browser-like-client';
import { SEED_ACCOUNTS } from '../db';
import { createSiteApp } from '../site-app';
import { type RouteClass, routeClassOf } from './route-classes';

interface Call {
  readonly method: string;
  readonly path: string;
  readonly type: string;
  readonly status: number;
}

let database: ReturnType<typeof temporaryDatabase>;
beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

/** A browser page on the whole site, recording every call its clients make. */
function page() {
  const client = browserLikeClient(
    createSiteApp({
      db: database.db,
      imageCacheDir: `${database.dir}/images`,
      assets: { scripts: [], styles: [], preloads: [] },
    }),
  );
  const calls: Call[] = [];
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await client.request(url, init);
    const probe = new Request(new URL(url, 'http://localhost'), init);
    calls.push({
      method: probe.method,
      path: new URL(probe.url).pathname,
      type: probe.headers.get('content-type') ?? '',
      status: response.status,
    });
    return response;
  };
  const dataLayer = createDataLayer({
    fetch: (url: string, init?: RequestInit) => request(url, init),
    crumb: () => client.crumb(),
    retryDelayMs: 0,
  });
  const lifecycle = { addEventListener() {}, removeEventListener() {} };
  const queue = (beacon: boolean) =>
    createBeaconQueue({
      fetch: (url: string, init?: RequestInit) => request(url, init),
      // `sendBeacon` sends the Blob's type as the content type, as a browser does.
      sendBeacon: beacon
        ? (url, data) => {
            void request(url, { method: 'POST', body: data ?? null });
            return true;
          }
        : false,
      window: lifecycle,
      document: lifecycle,
    });
  return { client, calls, dataLayer, queue };
}

const refusedByPolicy = (call: Call) => [413, 414, 415, 431].includes(call.status);

describe('the real clients pass the request policy', () => {
  it('the data layer: forms, session, widget, site settings, cart and reviews', async () => {
    const { client, calls, dataLayer } = page();
    await client.request('/boutique');
    const [member] = SEED_ACCOUNTS;
    await sendFormSubmission(
      { dataLayer, definition: CONTACT_FORM, submitButtonText: 'Envoyer' },
      {
        values: { nom: ['Camille', 'Martin'], email: 'camille@exemple.fr', objet: 'Séance' },
        captchaKey: null,
      },
    );
    const session = createSession({
      dataLayer,
      accountKind: 'site-member',
      clearIdentityCookie: () => {},
      navigate: () => {},
      location: () => ({ pathname: '/membres', search: '' }),
      inPreviewFrame: () => false,
    });
    await session.login({
      email: member?.email ?? '',
      password: member?.password ?? '',
      rememberMe: false,
    });
    await dataLayer.post(WIDGET_RENDERING_PATH, {
      body: widgetRenderingBody({ type: 'scheduling', id: 'bloc-1', value: { title: 'Séances' } }),
    });
    await createSiteApi(dataLayer).saveLanguages(['fr-FR']);
    const cart = createCartApi({ dataLayer });
    const bowl = PRODUCTS.bowl.variants[0]?.id ?? null;
    await cart.addEntry({ itemId: PRODUCTS.bowl.id, variantId: bowl, quantity: 1 });
    await cart.updateQuantity(`${PRODUCTS.bowl.id}:${bowl ?? 'unique'}`, 2);
    await cart.updateQuantity(`${PRODUCTS.bowl.id}:${bowl ?? 'unique'}`, 0);
    await dataLayer.post('/api/commerce/reviews', {
      json: true,
      body: { productId: PRODUCTS.bowl.id, rating: 5, title: 'Très beau', body: 'é'.repeat(5000) },
    });
    await session.logout();

    const classes = new Set<RouteClass>(calls.map((call) => routeClassOf(call.method, call.path)));
    expect(classes).toEqual(new Set<RouteClass>(['apiCall', 'cart', 'review', 'noBody']));
    expect(calls.filter(refusedByPolicy)).toEqual([]);
    // Each kind of call was made: an empty POST, JSON, a form, a PUT, a DELETE.
    expect(calls.map((call) => `${call.method} ${call.path} ${call.type.split(';')[0]}`)).toEqual(
      expect.arrayContaining([
        'POST /api/form/FormSubmissionKey ',
        'POST /api/form/SaveFormSubmission application/json',
        'POST /api/site-users/account/session application/x-www-form-urlencoded',
        'POST /api/widget/GetWidgetRendering application/x-www-form-urlencoded',
        'PUT /api/multilingual/languages application/json',
        'POST /api/commerce/shopping-cart/entries application/json',
        `PUT /api/commerce/shopping-cart/entries/${encodeURIComponent(`${PRODUCTS.bowl.id}:${bowl ?? 'unique'}`)} application/json`,
        'POST /api/commerce/reviews application/json',
      ]),
    );
  });

  for (const beacon of [true, false]) {
    it(`telemetry ${beacon ? 'by sendBeacon (Blob types)' : 'by fetch (keepalive)'}: census, errors, logs, events, analytics, page speed`, async () => {
      const { client, calls, queue: makeQueue } = page();
      await client.request('/');
      const queue = makeQueue(beacon);
      const census = createCensus({
        context: DEFAULT_PAGE_CONTEXT,
        location: { pathname: '/galerie', href: 'http://localhost/galerie' },
        queue,
      });
      await census.recordHit();
      await census.buttonClick({ buttonId: 'decouvrir' });
      await census.quickView('tirage-1');
      const reporter = createErrorReporter({ queue, crumb: () => client.crumb() });
      reporter.report(new Error('Échec du chargement'));
      reporter.flush();
      const logger = createLogger({ queue });
      logger.info('galerie prête', { images: 12 });
      logger.flush();
      await createEventRecorder({ queue, crumb: () => client.crumb() }).record('clic', 'bouton', {
        id: 'a',
      });
      const analytics = createAnalytics({
        context: DEFAULT_PAGE_CONTEXT,
        location: { host: 'localhost', pathname: '/', search: '', hash: '' },
        queue,
        localStorage: null,
        sessionStorage: null,
      });
      await analytics.trackPageEvent('vue', {});
      await sendPageSpeedPayload(
        queue,
        JSON.stringify([{ a: 'vitrine', d: { lcp: 1200 }, e: 'page_speed', p: 'x', t: 1 }]),
      );
      // The error reporter sends on its own schedule: wait for every call, then read them.
      await expect
        .poll(() => calls.map((call) => call.path))
        .toEqual(
          expect.arrayContaining([
            '/api/census/RecordHit',
            '/api/census/button-click',
            '/api/census/RecordQuickView/tirage-1',
            '/api/events/RecordJavascriptErrors',
            '/api/events/Trace',
            '/api/events/RecordEvent',
            '/api/v1/events',
            '/api/1/performance/records',
          ]),
        );
      expect(calls.filter(refusedByPolicy)).toEqual([]);
      expect(new Set(calls.map((call) => routeClassOf(call.method, call.path)))).toEqual(
        new Set<RouteClass>(['beacon', 'apiCall']),
      );
      // Analytics sends text/plain by beacon (no preflight), JSON by fetch; quick views no body.
      const typeOf = (path: string) => calls.find((call) => call.path === path)?.type ?? '';
      expect(typeOf('/api/v1/events')).toMatch(beacon ? /^text\/plain/ : /^application\/json/);
      expect(typeOf('/api/1/performance/records')).toMatch(/^text\/plain/);
      queue.destroy();
    });
  }
});
