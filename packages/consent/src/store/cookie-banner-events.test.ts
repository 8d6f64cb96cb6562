import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_BANNER_EVENTS, dispatchCookieBannerEvent } from './cookie-banner-events';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cookie banner events (spec 000 §4)', () => {
  it('are named on the vitrine: prefix', () => {
    expect(COOKIE_BANNER_EVENTS).toEqual({
      force: 'vitrine:cookie-banner-force',
      update: 'vitrine:cookie-banner-update',
      unforce: 'vitrine:cookie-banner-unforce',
    });
  });

  it('are dispatched on window', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    const heard: string[] = [];
    for (const name of Object.values(COOKIE_BANNER_EVENTS)) {
      target.addEventListener(name, (event) => heard.push(event.type));
    }
    expect(dispatchCookieBannerEvent('force')).toBe(true);
    dispatchCookieBannerEvent('update');
    dispatchCookieBannerEvent('unforce');
    expect(heard).toEqual([
      'vitrine:cookie-banner-force',
      'vitrine:cookie-banner-update',
      'vitrine:cookie-banner-unforce',
    ]);
  });

  it('are not dispatched outside a browser', () => {
    vi.stubGlobal('window', undefined);
    expect(dispatchCookieBannerEvent('force')).toBe(false);
  });
});
