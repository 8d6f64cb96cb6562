import { describe, expect, it } from 'vitest';
import { decodeRenderKey, encodeRenderKey, readRenderKey } from './render-key';

const KEY = 'AIzaSyD-exampleKey_0123456789abcdefghij';

describe('decodeRenderKey (spec 001 §7: the key is decoded from the render key)', () => {
  it('decodes a base64 render key', () => {
    expect(decodeRenderKey(btoa(KEY))).toEqual({ ok: true, key: KEY });
    expect(decodeRenderKey(encodeRenderKey(KEY))).toEqual({ ok: true, key: KEY });
  });

  it('accepts a render key without padding or with surrounding whitespace', () => {
    expect(btoa('test-key-0123')).toBe('dGVzdC1rZXktMDEyMw==');
    expect(decodeRenderKey('dGVzdC1rZXktMDEyMw')).toEqual({ ok: true, key: 'test-key-0123' });
    expect(decodeRenderKey(' dGVzdC1rZXktMDEyMw==\n')).toEqual({ ok: true, key: 'test-key-0123' });
  });

  it('reports a missing render key', () => {
    for (const value of [undefined, null, '', '   ', 42, {}]) {
      expect(decodeRenderKey(value)).toEqual({ ok: false, error: 'missing' });
    }
  });

  it('refuses text that is not base64', () => {
    expect(decodeRenderKey('pas du base64 !')).toEqual({ ok: false, error: 'not-base64' });
    expect(decodeRenderKey('abcde')).toEqual({ ok: false, error: 'not-base64' });
  });

  it('refuses a raw key that was not encoded (it decodes to bytes that are no API key)', () => {
    expect(decodeRenderKey(KEY)).toEqual({ ok: false, error: 'not-base64' }); // '-' and '_'
    const lettersOnly = 'AIzaSyDexampleKey0123456789abcdefghijklm';
    expect(lettersOnly.length % 4).toBe(0);
    expect(decodeRenderKey(lettersOnly)).toEqual({ ok: false, error: 'invalid-key' });
  });

  it('refuses a decoded key that is too short', () => {
    expect(decodeRenderKey(btoa('abc'))).toEqual({ ok: false, error: 'invalid-key' });
  });
});

describe('readRenderKey', () => {
  it('reads the page context’s renderKey string', () => {
    expect(readRenderKey({ renderKey: 'QUJD', website: {} })).toBe('QUJD');
    expect(readRenderKey({ renderKey: 12 })).toBeUndefined();
    expect(readRenderKey(null)).toBeUndefined();
    expect(readRenderKey('QUJD')).toBeUndefined();
  });
});
