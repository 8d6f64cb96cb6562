import { describe, expect, it } from 'vitest';
import { scanEmbedHtml } from './scan-embed-html';

describe('scanEmbedHtml', () => {
  it('reads the first iframe and its attributes', () => {
    expect(
      scanEmbedHtml(
        '<p>Intro</p><IFRAME width="560" height=315 src="https://www.youtube.com/embed/abc?rel=0&amp;start=5" title=\'Visite du musée\' allowfullscreen></iframe><iframe src="https://b.test/x"></iframe>',
      ),
    ).toEqual({
      tag: 'iframe',
      attributes: {
        width: '560',
        height: '315',
        src: 'https://www.youtube.com/embed/abc?rel=0&start=5',
        title: 'Visite du musée',
        allowfullscreen: '',
      },
    });
  });

  it('reads object and embed tags, self-closing or not', () => {
    expect(
      scanEmbedHtml('<object data="https://a.test/v.swf" type="application/x-shockwave-flash">'),
    ).toEqual({
      tag: 'object',
      attributes: { data: 'https://a.test/v.swf', type: 'application/x-shockwave-flash' },
    });
    expect(scanEmbedHtml('<embed src="https://a.test/v.swf"/>')).toEqual({
      tag: 'embed',
      attributes: { src: 'https://a.test/v.swf' },
    });
  });

  it('decodes character references in values and keeps the first of repeated attributes', () => {
    expect(
      scanEmbedHtml(
        '<iframe src="https://a.test/?a=1&#38;b=&#x32;&bogus;" src="https://evil.test/" title="&lt;Film&gt; &quot;A&quot;">',
      )?.attributes,
    ).toEqual({ src: 'https://a.test/?a=1&b=2&bogus;', title: '<Film> "A"' });
  });

  it('finds nothing in code without a player tag, or in look-alike tags', () => {
    expect(scanEmbedHtml('')).toBeNull();
    expect(scanEmbedHtml('<p>Pas de vidéo</p>')).toBeNull();
    expect(scanEmbedHtml('<iframes src="https://a.test/">')).toBeNull();
    expect(scanEmbedHtml('<embedded src="https://a.test/">')).toBeNull();
  });

  it('starts from a given index', () => {
    const html = '<object></object><embed src="https://a.test/v">';
    expect(scanEmbedHtml(html, 1)?.tag).toBe('embed');
  });

  it('reads long code in one pass', () => {
    const html = `${'<p>'.repeat(50_000)}<iframe src="https://a.test/">`;
    const started = performance.now();
    expect(scanEmbedHtml(html)?.attributes.src).toBe('https://a.test/');
    expect(performance.now() - started).toBeLessThan(500);
  });
});
