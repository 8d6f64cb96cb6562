import { describe, expect, it, vi } from 'vitest';
import { mapGate } from './map-gate';
import { allowsThirdPartyContent } from './third-party-consent';

const RENDER_KEY = btoa('test-key-0123');

describe('mapGate: no loading without a key or with consent refused', () => {
  it('lets the map load with a decoded key and consent', () => {
    expect(mapGate(RENDER_KEY, true)).toEqual({ allowed: true, key: 'test-key-0123' });
  });

  it('refuses without a key, saying why the render key gave none', () => {
    expect(mapGate(undefined, true)).toEqual({
      allowed: false,
      reason: 'no-key',
      keyError: 'missing',
    });
    expect(mapGate('%%%', true)).toMatchObject({ allowed: false, keyError: 'not-base64' });
  });

  it('refuses when third-party content is refused', () => {
    expect(mapGate(RENDER_KEY, false)).toEqual({ allowed: false, reason: 'consent-refused' });
  });

  it('names the missing key first when both hold', () => {
    expect(mapGate('', false)).toMatchObject({ reason: 'no-key' });
  });
});

describe('allowsThirdPartyContent', () => {
  it('reads a boolean, and allows when nothing is given', () => {
    expect(allowsThirdPartyContent(true)).toBe(true);
    expect(allowsThirdPartyContent(false)).toBe(false);
    expect(allowsThirdPartyContent(undefined)).toBe(true);
  });

  it('asks a consent store', () => {
    expect(allowsThirdPartyContent({ allowsTracking: () => true })).toBe(true);
    expect(allowsThirdPartyContent({ allowsTracking: () => false })).toBe(false);
  });

  it('reads a store that throws as a refusal, with a warning', () => {
    const warn = vi.fn();
    const store = {
      allowsTracking: () => {
        throw new Error('stockage indisponible');
      },
    };
    expect(allowsThirdPartyContent(store, warn)).toBe(false);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringContaining('stockage indisponible'));
  });
});
