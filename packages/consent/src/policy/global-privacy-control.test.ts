import { afterEach, describe, expect, it, vi } from 'vitest';
import { readGlobalPrivacyControl } from './global-privacy-control';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readGlobalPrivacyControl', () => {
  it('is true only when navigator.globalPrivacyControl is true', () => {
    vi.stubGlobal('navigator', { globalPrivacyControl: true });
    expect(readGlobalPrivacyControl()).toBe(true);
    vi.stubGlobal('navigator', { globalPrivacyControl: false });
    expect(readGlobalPrivacyControl()).toBe(false);
    vi.stubGlobal('navigator', { globalPrivacyControl: '1' });
    expect(readGlobalPrivacyControl()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(readGlobalPrivacyControl()).toBe(false);
  });

  it('is false without a navigator', () => {
    vi.stubGlobal('navigator', undefined);
    expect(readGlobalPrivacyControl()).toBe(false);
  });
});
