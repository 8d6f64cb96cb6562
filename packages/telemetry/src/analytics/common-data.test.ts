import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_DATA_FIELDS, checkCommonData, collectCommonData } from './common-data';

const session = {
  analyticsId: '11111111-1111-4111-8111-111111111111',
  sessionId: '22222222-2222-4222-8222-222222222222',
  isFirstLanding: true,
  isFirstSession: false,
  marketingId: 'mk-1',
};
const location = { host: 'exemple.fr', pathname: '/boutique', search: '?q=robe' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('common data (spec 001 §3 "Analytics events")', () => {
  it('collects window size, browser language, page host, path, query, referrer, locale, time, marketing and session ids', () => {
    vi.stubGlobal('innerWidth', 1024);
    vi.stubGlobal('innerHeight', 768);
    vi.stubGlobal('navigator', { language: 'fr-FR' });
    vi.stubGlobal('document', { referrer: 'https://moteur.example/' });
    vi.spyOn(Date, 'now').mockReturnValue(1_700_000_000_000);
    const data = collectCommonData(location, session, 'fr-FR');
    expect(data).toEqual({
      windowWidth: 1024,
      windowHeight: 768,
      browserLanguage: 'fr-FR',
      pageHost: 'exemple.fr',
      pagePath: '/boutique',
      pageQuery: '?q=robe',
      referrer: 'https://moteur.example/',
      resolvedLocale: 'fr-FR',
      clientTimestamp: 1_700_000_000_000,
      marketingId: 'mk-1',
      sessionId: session.sessionId,
      isFirstLanding: true,
      isFirstSession: false,
    });
    expect(Object.keys(data).sort()).toEqual(Object.keys(COMMON_DATA_FIELDS).sort());
    expect(checkCommonData(data)).toEqual([]);
  });

  it('uses null for what the page does not give (nullable fields)', () => {
    const data = collectCommonData(
      { ...location, search: '' },
      { ...session, marketingId: undefined },
    );
    expect(data).toMatchObject({
      windowWidth: null,
      browserLanguage: null,
      pageQuery: null,
      referrer: null,
      marketingId: null,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkCommonData(data)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns in the console for each field of the wrong type, or null where it may not be', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = {
      ...collectCommonData(location, session),
      windowWidth: '1024',
      pagePath: null,
      clientTimestamp: Number.NaN,
      isFirstLanding: 'yes',
    };
    expect(checkCommonData(data)).toEqual([
      'windowWidth',
      'pagePath',
      'clientTimestamp',
      'isFirstLanding',
    ]);
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn).toHaveBeenCalledWith(
      'Analytics common data: "windowWidth" should be a number or null, got string',
    );
    expect(warn).toHaveBeenCalledWith(
      'Analytics common data: "pagePath" should be a string, got null',
    );
  });

  it('counts a missing field as the wrong type', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkCommonData({})).toEqual(Object.keys(COMMON_DATA_FIELDS));
  });
});
