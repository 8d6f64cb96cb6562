import { describe, expect, it } from 'vitest';
import { isKnownVideoPlayer, parseVideoBlock } from './parse-video-block';

const youtube =
  '<iframe width="640" height="360" src="https://www.youtube.com/embed/dQw4w9WgXcQ?wmode=opaque&amp;rel=0" title="Visite de l’atelier" allowfullscreen></iframe>';
const vimeo = '<iframe src="//player.vimeo.com/video/76979871" width="640" height="480"></iframe>';

describe('parseVideoBlock (spec 001 §3 "Video embed", §5, §8)', () => {
  it('reads an iframe embed', () => {
    expect(parseVideoBlock({ providerName: 'YouTube', html: youtube })).toEqual({
      block: {
        providerName: 'YouTube',
        html: youtube,
        type: 'iframe',
        src: 'https://www.youtube.com/embed/dQw4w9WgXcQ?wmode=opaque&rel=0',
        provider: 'youtube',
        mode: null,
        ratio: 56.25,
        title: 'Visite de l’atelier',
        thumbnailUrl: null,
      },
      errors: [],
    });
  });

  it('reads a protocol-relative player address as https', () => {
    const { block } = parseVideoBlock({
      providerName: 'Vimeo',
      html: vimeo,
      title: 'Film',
      mode: 'fill',
    });
    expect(block).toMatchObject({
      type: 'iframe',
      src: 'https://player.vimeo.com/video/76979871',
      provider: 'vimeo',
      mode: 'fill',
      ratio: 75,
      title: 'Film',
    });
  });

  it('reads object and embed players as the object type', () => {
    expect(
      parseVideoBlock({ html: '<object data="https://a.test/player"></object>' }).block,
    ).toMatchObject({
      type: 'object',
      src: 'https://a.test/player',
    });
    expect(
      parseVideoBlock({
        html: '<object width="400"><param name="movie"><embed src="https://a.test/v"></object>',
      }).block,
    ).toMatchObject({ type: 'object', src: 'https://a.test/v' });
  });

  it.each([
    ['no embed code', undefined],
    ['no player tag', '<p>Regardez notre film</p>'],
    ['an iframe without src', '<iframe title="Vide"></iframe>'],
    ['an empty src', '<iframe src=""></iframe>'],
    ['an http player', '<iframe src="http://www.youtube.com/embed/a"></iframe>'],
    ['a javascript: player', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a data: player', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a relative player', '<iframe src="/embed/a"></iframe>'],
    ['a broken address', '<iframe src="https://[nope"></iframe>'],
  ])('is invalid with %s, with the error "Invalid video embed"', (_, html) => {
    const { block, errors } = parseVideoBlock({ providerName: 'YouTube', html });
    expect(block.type).toBe('invalid');
    expect(block.src).toBeNull();
    expect(block.provider).toBeNull();
    expect(errors).toEqual(['Invalid video embed']);
  });

  it('never throws on missing or odd data', () => {
    expect(parseVideoBlock(null).block.type).toBe('invalid');
    expect(parseVideoBlock({ html: 42 as unknown as string }).block.type).toBe('invalid');
  });

  it.each(['none', 'fit', 'fill', null, undefined] as const)('accepts the mode %o', (mode) => {
    const { block, errors } = parseVideoBlock({ html: youtube, mode });
    expect(block.mode).toBe(mode ?? null);
    expect(errors).toEqual([]);
  });

  it.each(['cover', 'FIT', '', 0])(
    'errs on the mode %o and reads it as null (spec 001 §5)',
    (mode) => {
      const { block, errors } = parseVideoBlock({ html: youtube, mode: mode as 'fit' });
      expect(block.mode).toBeNull();
      expect(errors).toEqual([
        `Invalid video mode ${JSON.stringify(mode)}: it must be none, fit, fill or null.`,
      ]);
    },
  );

  it('takes the frame ratio from the aspect ratio, else the player size, else 56.3', () => {
    expect(parseVideoBlock({ html: youtube, aspectRatio: 'Auto' }).block.ratio).toBe(65);
    expect(parseVideoBlock({ html: youtube, aspectRatio: 1.7778 }).block.ratio).toBe(56.25);
    expect(parseVideoBlock({ html: youtube, aspectRatio: '1:1' }).block.ratio).toBe(100);
    expect(parseVideoBlock({ html: youtube }).block.ratio).toBe(56.25);
    expect(parseVideoBlock({ html: '<iframe src="https://a.test/v"></iframe>' }).block.ratio).toBe(
      56.3,
    );
    expect(
      parseVideoBlock({
        html: '<iframe src="https://a.test/v" width="100%" height="300"></iframe>',
      }).block.ratio,
    ).toBe(56.3);
  });

  it('errs on an aspect ratio that does not parse and uses 56.3', () => {
    const { block, errors } = parseVideoBlock({ html: youtube, aspectRatio: 'large' });
    expect(block.ratio).toBe(56.3);
    expect(errors).toEqual(['Invalid video aspect ratio "large": using 56.3 %.']);
  });

  it('narrows the players allowed when asked', () => {
    const known = { allowSource: isKnownVideoPlayer };
    expect(parseVideoBlock({ html: youtube }, known).block.type).toBe('iframe');
    expect(parseVideoBlock({ html: vimeo }, known).block.type).toBe('iframe');
    const other = parseVideoBlock(
      { html: '<iframe src="https://tracker.example.test/v"></iframe>' },
      known,
    );
    expect(other.block.type).toBe('invalid');
    expect(other.errors).toEqual(['Invalid video embed']);
    const blank = parseVideoBlock(
      { providerName: 'YouTube', html: '<iframe src="about:blank"></iframe>' },
      { allowSource: (url) => url.href === 'about:blank' },
    );
    expect(blank.block).toMatchObject({ type: 'iframe', src: 'about:blank', provider: 'youtube' });
  });

  it('keeps the thumbnail and trims the texts', () => {
    const { block } = parseVideoBlock({
      providerName: '  Vimeo ',
      html: vimeo,
      thumbnailUrl: ' https://i.vimeocdn.com/video/1.jpg ',
      title: '   ',
    });
    expect(block.providerName).toBe('Vimeo');
    expect(block.thumbnailUrl).toBe('https://i.vimeocdn.com/video/1.jpg');
    expect(block.title).toBe('');
  });
});
