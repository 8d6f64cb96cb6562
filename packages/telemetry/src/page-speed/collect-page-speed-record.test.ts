import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectPageSpeedRecord, PAGE_SPEED_RECORD_VERSION } from './collect-page-speed-record';

const context: PageContext = {
  authenticatedAccount: { id: 'acc-1' },
  website: {
    id: 'site-1',
    websiteType: 'COMMERCE',
    developerMode: false,
    createdOn: 1_600_000_000_000,
    siteStatus: { value: 'internal' },
  },
  templateId: 'tpl-1',
  pageType: 2,
  collection: { id: 'col-1', type: 13 },
  storeSettings: { selectedCurrency: 'EUR' },
};

const navigation = {
  transferSize: 5300,
  encodedBodySize: 5000,
  decodedBodySize: 21000,
  domainLookupStart: 10,
  domainLookupEnd: 30.4,
  connectStart: 30.4,
  connectEnd: 80.6,
  secureConnectionStart: 50.2,
  responseStart: 140.7,
  domInteractive: 600.2,
  domContentLoadedEventEnd: 700.5,
  loadEventEnd: 1500.49,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('collectPageSpeedRecord (spec 001 §3 "Page-speed record")', () => {
  it('collects context, identity, connection, display, hardware, location, version and metrics', () => {
    vi.stubGlobal('navigator', {
      language: 'fr-FR',
      connection: { downlink: 10, effectiveType: '4g', rtt: 50, saveData: false },
      deviceMemory: 8,
      hardwareConcurrency: 4,
    });
    vi.stubGlobal('performance', {
      getEntriesByType: (type: string) => (type === 'navigation' ? [navigation] : []),
    });
    vi.stubGlobal('screen', { width: 1920, height: 1080 });
    vi.stubGlobal('innerWidth', 1280);
    vi.stubGlobal('innerHeight', 720);
    vi.stubGlobal('devicePixelRatio', 2);
    vi.stubGlobal('location', { hostname: 'exemple.fr', pathname: '/boutique', hash: '#haut' });
    const top = {};
    vi.stubGlobal('top', top);
    vi.stubGlobal('self', top);

    const record = collectPageSpeedRecord(
      context,
      { cls: 0.05, fcp: 800, inp: 120, lcp: 1600, ttfb: 150 },
      { analyticsId: 'an-1', marketingId: 'mk-1', memberId: 'mem-1' },
      'beacon',
    );
    expect(record).toEqual({
      context: {
        accountId: 'acc-1',
        websiteId: 'site-1',
        websiteType: 'COMMERCE',
        templateId: 'tpl-1',
        pageType: 2,
        language: 'fr-FR',
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        memberId: 'mem-1',
        collectionType: 13,
        createdOn: 1_600_000_000_000,
        developerMode: false,
        inFrame: false,
        isInternal: true,
      },
      analyticsId: 'an-1',
      marketingId: 'mk-1',
      memberId: 'mem-1',
      connection: { downlink: 10, effectiveType: '4g', rtt: 50, saveData: false },
      display: {
        pixelRatio: 2,
        screenWidth: 1920,
        screenHeight: 1080,
        viewportWidth: 1280,
        viewportHeight: 720,
      },
      hardware: { deviceMemory: 8, hardwareConcurrency: 4 },
      hostname: 'exemple.fr',
      pathname: '/boutique',
      hash: '#haut',
      version: '4.0.7',
      deliveryType: 'beacon',
      metrics: {
        cls: 0.05,
        fcp: 800,
        inp: 120,
        lcp: 1600,
        ttfb: 150,
        transferSize: 5300,
        encodedBodySize: 5000,
        decodedBodySize: 21000,
        dns: 20,
        tcp: 50,
        tls: 30,
        responseStart: 141,
        domContentLoaded: 701,
        load: 1500,
        timeToInteractive: 600,
      },
    });
    expect(PAGE_SPEED_RECORD_VERSION).toBe('4.0.7');
  });

  it('marks a framed page, and leaves out what the browser does not give', () => {
    vi.stubGlobal('top', {});
    vi.stubGlobal('self', {});
    const record = collectPageSpeedRecord(
      { storeSettings: { selectedCurrency: 'EUR' } },
      {},
      {},
      'xhr',
    );
    expect(record.context.inFrame).toBe(true);
    expect(record.connection).toBeUndefined();
    expect(record.deliveryType).toBe('xhr');
    expect(JSON.parse(JSON.stringify(record.metrics))).toEqual({});
    expect(record.metrics.tls).toBeUndefined(); // no secure connection
  });
});
