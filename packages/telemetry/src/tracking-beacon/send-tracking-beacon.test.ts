import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBeaconQueue, type FetchLike } from '../beacon-queue/create-beacon-queue';
import {
  DEFAULT_TRACKING_PATH,
  MARKETING_PARAMETERS,
  readMarketingParameters,
  sendTrackingBeacon,
  trackingBeaconQuery,
} from './send-tracking-beacon';

const landing = {
  href: 'https://exemple.fr/?source=news&campaign=ete&subcampaign=s1&channel=email&subchannel=c2&variation=b&mkwid=k9&utm=x',
  search:
    '?source=news&campaign=ete&subcampaign=s1&channel=email&subchannel=c2&variation=b&mkwid=k9&utm=x',
};

beforeEach(() => {
  vi.stubGlobal('document', { referrer: 'https://moteur.example/recherche' });
  vi.stubGlobal('navigator', { language: 'fr-FR' });
  vi.stubGlobal('screen', { width: 390, height: 844 });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tracking beacon (spec 001 §7)', () => {
  it('lists the eight marketing parameters', () => {
    expect(MARKETING_PARAMETERS).toEqual([
      'source',
      'campaign',
      'subcampaign',
      'channel',
      'subchannel',
      'refer',
      'variation',
      'mkwid',
    ]);
  });

  it('reads the marketing parameters of the landing URL, first value of each', () => {
    expect(readMarketingParameters('?source=a&source=b&campaign=&mkwid=k&other=1')).toEqual({
      source: 'a',
      mkwid: 'k',
    });
  });

  it('sends landing, refer, a random key, language, screen size and the marketing parameters', () => {
    const query = trackingBeaconQuery(landing, () => 'k3y');
    expect(Object.fromEntries(query)).toEqual({
      landing: landing.href,
      refer: 'https://moteur.example/recherche',
      key: 'k3y',
      language: 'fr-FR',
      screen: '390x844',
      source: 'news',
      campaign: 'ete',
      subcampaign: 's1',
      channel: 'email',
      subchannel: 'c2',
      variation: 'b',
      mkwid: 'k9',
    });
  });

  it("takes the landing URL's own refer parameter over the document referrer", () => {
    const query = trackingBeaconQuery({
      href: 'https://exemple.fr/?refer=partner',
      search: '?refer=partner',
    });
    expect(query.getAll('refer')).toEqual(['partner']);
  });

  it('draws a different random key each time', () => {
    const keys = new Set(Array.from({ length: 20 }, () => trackingBeaconQuery(landing).get('key')));
    expect(keys.size).toBe(20);
  });

  it('GETs the tracking path, by default /api/census/tracking', async () => {
    const fetch = vi.fn<FetchLike>(async () => new Response(null, { status: 204 }));
    const sendBeacon = vi.fn(() => true);
    const queue = createBeaconQueue({ fetch, sendBeacon });
    expect(DEFAULT_TRACKING_PATH).toBe('/api/census/tracking');
    expect(await sendTrackingBeacon({ location: landing, queue })).toMatchObject({
      ok: true,
      via: 'fetch',
    });
    await sendTrackingBeacon({ location: landing, queue, path: '/t/pixel' });
    expect(sendBeacon).not.toHaveBeenCalled();
    const [first, second] = fetch.mock.calls.map(([url]) => new URL(url, 'https://exemple.fr'));
    expect(first?.pathname).toBe('/api/census/tracking');
    expect(first?.searchParams.get('landing')).toBe(landing.href);
    expect(second?.pathname).toBe('/t/pixel');
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends nothing while tracking is not allowed', async () => {
    const fetch = vi.fn<FetchLike>();
    const consent = { allowsTracking: () => false, subscribe: () => () => {} };
    const result = await sendTrackingBeacon({
      location: landing,
      consent,
      queue: createBeaconQueue({ fetch }),
    });
    expect(result).toEqual({ ok: false, error: 'consent' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never rejects', async () => {
    const result = await sendTrackingBeacon({ location: null as unknown as typeof landing });
    expect(result).toMatchObject({ ok: false, error: 'network' });
  });
});
