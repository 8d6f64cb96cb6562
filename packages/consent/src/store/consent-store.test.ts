import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeDocumentCookie, type FakeDocumentCookie } from '../testing/fake-document-cookie';
import {
  canWriteNonEssentialCookies,
  consentStore,
  writeNonEssentialCookie,
} from './consent-store';

let fake: FakeDocumentCookie;
beforeEach(() => {
  fake = createFakeDocumentCookie();
  vi.stubGlobal('document', fake.document);
  vi.stubGlobal('window', new EventTarget());
  vi.stubGlobal('location', { hostname: 'www.boutique.fr', protocol: 'https:' });
  vi.stubGlobal('navigator', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the page-wide consent store and its cookie guard', () => {
  it('writes no non-essential cookie until the policy allows it, then writes through', () => {
    // Before the runtime sets the site's policy, the store is restrictive.
    expect(canWriteNonEssentialCookies()).toBe(false);
    expect(writeNonEssentialCookie('ss_cvt', '1700000000000')).toBe(false);
    expect(fake.writes).toEqual([]);

    consentStore.setPolicy({
      banner: true,
      restrictive: true,
      absolute: false,
      optOut: false,
      visitorDataRestricted: false,
    });
    expect(canWriteNonEssentialCookies()).toBe(false);

    consentStore.allow();
    expect(canWriteNonEssentialCookies()).toBe(true);
    expect(writeNonEssentialCookie('ss_cvt', '1700000000000', { maxAge: 1800 })).toBe(true);
    expect(fake.cookies().map((cookie) => cookie.name)).toEqual([
      'vitrine_cookie_choice',
      'ss_cvt',
    ]);
  });

  it('satisfies the structural contract telemetry gates on', () => {
    const gate: {
      getChoice(): 'allowed' | 'denied' | undefined;
      allowsTracking(): boolean;
      subscribe(listener: () => void): () => void;
    } = consentStore;
    const listener = vi.fn();
    const unsubscribe = gate.subscribe(listener);
    consentStore.force();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    consentStore.unforce();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gate.getChoice()).toBe('allowed');
    expect(gate.allowsTracking()).toBe(true);
  });
});
