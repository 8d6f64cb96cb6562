import { describe, expect, it } from 'vitest';
import { parseAudioStreamingUrl } from './audio-streaming-url';

describe('audio-streaming URL (spec 000 §8 "an unparseable audio-streaming URL")', () => {
  it('reads an absolute http(s) URL from the value or its url field', () => {
    const fromField = parseAudioStreamingUrl({ url: 'https://radio.exemple.fr/emission/terre' });
    expect(fromField.ok && fromField.url?.host).toBe('radio.exemple.fr');
    const fromString = parseAudioStreamingUrl(' http://radio.exemple.fr/flux ');
    expect(fromString.ok && fromString.url?.href).toBe('http://radio.exemple.fr/flux');
  });

  it('accepts a value that names no URL', () => {
    expect(parseAudioStreamingUrl({ show: 'La terre et la lumière' })).toEqual({
      ok: true,
      url: undefined,
    });
    expect(parseAudioStreamingUrl(null)).toEqual({ ok: true, url: undefined });
  });

  it.each([
    ['not a URL', 'radio exemple point fr'],
    ['a relative path', '/emission/terre'],
    ['another protocol', 'javascript:alert(1)'],
    ['a number', 42],
  ])('refuses %s as an error value, never a throw', (_case, url) => {
    const result = parseAudioStreamingUrl({ url });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/^Unparseable audio-streaming URL: /);
  });

  it('quotes at most 200 characters of the refused URL', () => {
    const result = parseAudioStreamingUrl({ url: 'x'.repeat(5000) });
    expect(!result.ok && result.error.message.length).toBeLessThan(260);
  });
});
