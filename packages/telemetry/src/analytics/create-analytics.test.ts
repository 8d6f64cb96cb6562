import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import { createFakeCookieDocument } from '../testing/fake-cookie-document';
import { ANALYTICS_SCHEMA_NAMES } from './analytics-event-schemas';
import {
  ANALYTICS_EVENTS_PATH,
  ANALYTICS_SUCCESS_STATUSES,
  type AnalyticsEventBody,
  createAnalytics,
} from './create-analytics';
import { createAnalyticsIdentity } from './create-analytics-identity';

const context: PageContext = {
  website: { id: 'site-1' },
  templateId: 'tpl-1',
  storeSettings: { selectedCurrency: 'EUR' },
};
const location = { host: 'exemple.fr', pathname: '/a-propos', search: '', hash: '#equipe' };
const ID = '11111111-1111-4111-8111-111111111111';

let fetch: ReturnType<typeof vi.fn<FetchLike>>;
let status: number;

function setup(
  options: Partial<Parameters<typeof createAnalytics>[0]> = {},
  sendBeacon: false | ((url: string, data: Blob) => boolean) = false,
) {
  fetch = vi.fn<FetchLike>(async () => new Response(null, { status }));
  const queue = createBeaconQueue({ fetch, sendBeacon });
  const identity = createAnalyticsIdentity({
    localStorage: null,
    sessionStorage: null,
    createId: () => ID,
  });
  return createAnalytics({ context, location, queue, identity, ...options });
}
const body = () => JSON.parse(String(fetch.mock.calls[0]?.[1].body)) as AnalyticsEventBody;

beforeEach(() => {
  status = 200;
  vi.stubGlobal('document', createFakeCookieDocument());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('createAnalytics (spec 001 §3, §7, §8)', () => {
  it('posts the first schema as JSON to /api/v1/events with the analytics id and common data', async () => {
    const analytics = setup({ memberAccountId: 'm-1', variantId: 'v-2' });
    expect(await analytics.trackPageEvent('newsletter_signup', { list: 'promo' })).toMatchObject({
      ok: true,
      status: 200,
    });
    expect(ANALYTICS_EVENTS_PATH).toBe('/api/v1/events');
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/v1/events');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
    });
    const sent = body();
    expect(Object.keys(sent)).toEqual([
      'analyticsId',
      'commonData',
      'customData',
      'customSchemaName',
    ]);
    expect(sent.analyticsId).toBe(ID);
    expect(sent.customSchemaName).toBe(ANALYTICS_SCHEMA_NAMES.pageEvent);
    expect(sent.customData).toEqual({
      eventName: 'newsletter_signup',
      payload: {
        pagePath: '/a-propos',
        pageHash: '#equipe',
        websiteId: 'site-1',
        templateId: 'tpl-1',
        variantId: 'v-2',
        memberAccountId: 'm-1',
        website_locale: 'fr-FR',
        list: 'promo',
      },
    });
    expect(sent.commonData).toMatchObject({
      pageHost: 'exemple.fr',
      pagePath: '/a-propos',
      isFirstLanding: true,
    });
  });

  it('posts the second schema', async () => {
    const analytics = setup();
    await analytics.trackAction({
      actor: 'visitor',
      action: 'click',
      event_owner_team: 'commerce',
      event_source: 'web',
      object_type: 'product',
      object_id: 'p-1',
      object_display_name: 'Robe',
      indirect_object_type: 'collection',
      indirect_object_id: 'c-1',
      product_area: 'store',
      page: 'product',
      section: 'gallery',
    });
    expect(body().customSchemaName).toBe(ANALYTICS_SCHEMA_NAMES.actionEvent);
    expect(body().customData).toMatchObject({
      actor: 'visitor',
      action: 'click',
      object_id: 'p-1',
      website_locale: 'fr-FR',
    });
  });

  it('sends by beacon when it can, as text/plain so another origin takes it without preflight', async () => {
    const sendBeacon = vi.fn((_url: string, _data: Blob) => true);
    const analytics = setup({ url: 'https://events.example/api/v1/events' }, sendBeacon);
    expect(await analytics.trackPageEvent('view')).toEqual({ ok: true, via: 'beacon' });
    expect(sendBeacon.mock.calls[0]?.[0]).toBe('https://events.example/api/v1/events');
    expect(sendBeacon.mock.calls[0]?.[1].type).toBe('text/plain;charset=utf-8');
    const blob = sendBeacon.mock.calls[0]?.[1] ?? new Blob();
    expect(JSON.parse(await blob.text()).analyticsId).toBe(ID);
  });

  it('succeeds on 200 or 202 and reports anything else as "Error tracking event: HTTP Status N"', async () => {
    expect(ANALYTICS_SUCCESS_STATUSES).toEqual([200, 202]);
    const report = vi.fn();
    const analytics = setup({ errorReporter: { report } });
    for (const code of [200, 202]) {
      status = code;
      expect(await analytics.trackPageEvent('x')).toMatchObject({ ok: true, status: code });
    }
    expect(report).not.toHaveBeenCalled();
    for (const code of [204, 400, 500]) {
      status = code;
      expect(await analytics.trackPageEvent('x')).toMatchObject({
        ok: false,
        error: 'status',
        status: code,
      });
      expect(report).toHaveBeenLastCalledWith(
        new Error(`Error tracking event: HTTP Status ${code}`),
        undefined,
      );
    }
  });

  it('warns in the console without an error reporter', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    status = 503;
    await setup().trackPageEvent('x');
    expect(warn).toHaveBeenCalledWith(new Error('Error tracking event: HTTP Status 503'));
  });

  it('drops events while tracking is not allowed', async () => {
    const consent = { allowsTracking: () => false, subscribe: () => () => {} };
    const fetchSpy = vi.fn<FetchLike>();
    const analytics = createAnalytics({
      context,
      location,
      consent,
      queue: createBeaconQueue({ fetch: fetchSpy, sendBeacon: false }),
    });
    expect(await analytics.trackPageEvent('x')).toEqual({ ok: false, error: 'consent' });
    expect(analytics.commonData()).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('never rejects, even when the payload cannot be serialised', async () => {
    const report = vi.fn();
    const analytics = setup({ errorReporter: { report } });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await analytics.trackPageEvent('x', cyclic)).toMatchObject({
      ok: false,
      error: 'network',
    });
    expect(report).toHaveBeenCalled();
  });
});
