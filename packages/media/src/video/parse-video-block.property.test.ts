import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { isKnownVideoPlayer, parseVideoBlock } from './parse-video-block';
import { scanEmbedHtml } from './scan-embed-html';
import { DEFAULT_VIDEO_ASPECT_PERCENT } from './video-constants';
import { parseAspectRatio, videoPlaceholderRatio } from './video-ratio';

// Property suite: a video block's data-block-json holds embed code pasted by the site owner
// (spec 001 §3 "Video embed", §5, §8); the player is framed from the address read from it.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

// 'javascript' disguised as HTML attributes allow: any casing, character references for any
// letter, and tab or newline (raw or as references) that URL parsers drop.
const letter = (char: string) =>
  fc.oneof(
    fc.constant(char),
    fc.constant(char.toUpperCase()),
    fc.constant(`&#${char.charCodeAt(0)};`),
    fc.constant(`&#x${char.charCodeAt(0).toString(16)};`),
    fc.constant(`&#X${char.charCodeAt(0).toString(16).toUpperCase()};`),
    fc.constant(`&#0000${char.charCodeAt(0)};`),
  );
const dropped = fc.constantFrom(
  '',
  '',
  '',
  '\t',
  '\n',
  '\r',
  '&#9;',
  '&#10;',
  '&#x0A;',
  '&Tab;',
  '&NewLine;',
);
const disguisedJavascript = fc
  .tuple(
    fc.tuple(...[...'javascript'].map((char) => fc.tuple(letter(char), dropped))),
    fc.constantFrom(':', '&#58;', '&#x3a;', '&colon;'),
    fc.constantFrom(' ', '', '\u0001', '&#32;', '\u0000'),
  )
  .map(
    ([letters, colon, lead]) =>
      `${lead}${letters.map(([char, gap]) => `${char}${gap}`).join('')}${colon}alert(1)`,
  );
const address = fc.oneof(
  disguisedJavascript,
  fc.constantFrom(
    'https://www.youtube.com/embed/abc',
    '//player.vimeo.com/video/1',
    'http://www.youtube.com/embed/abc',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '/relative/player',
    'https://evil.example/player',
    'https://www.youtube.com.evil.example/embed',
    'https://user:pass@www.youtube.com/embed',
    'https://[::1]/',
    'https://',
  ),
  fc.string(),
);
const quoted = (value: string) =>
  fc.constantFrom(
    `"${value.replace(/"/g, '&quot;')}"`,
    `'${value.replace(/'/g, '&apos;')}'`,
    value.replace(/[\s"'=<>`]/g, ''),
  );
const embedHtml = fc
  .tuple(
    fc.constantFrom('iframe', 'IFRAME', 'object', 'embed', 'video', 'script'),
    fc.constantFrom('src', 'SRC', 'data'),
    address,
    fc.constantFrom(
      '',
      ' width="640" height="360"',
      ' height="0" width="0"',
      ' width="1e400" height="1"',
      ' onload="alert(1)"',
      ' title="<b>x</b>"',
    ),
    fc.constantFrom('', '<script>alert(1)</script>', '<!--', '<iframe src="javascript:alert(2)">'),
  )
  .chain(([tag, name, url, extra, before]) =>
    quoted(url).map((value) => `${before}<${tag}${extra} ${name}=${value}></${tag}>`),
  );
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_STRINGS));
const ratioLike = fc.oneof(
  fc.double(),
  fc.constantFrom(
    'Auto',
    'auto',
    ' AUTO ',
    '16:9',
    '4/3',
    '1.7778',
    '0',
    '-1',
    '1:0',
    '0:0',
    ':',
    '1e400',
    'NaN',
    '',
  ),
  hostileString,
  fc.constantFrom(null, undefined, true, [], {}),
);
const blockLike = fc.record(
  {
    providerName: fc.oneof(
      fc.constantFrom('YouTube', 'Vimeo', 'youtube ', 'Dailymotion'),
      hostileString,
    ),
    html: fc.oneof({ weight: 4, arbitrary: embedHtml }, { weight: 1, arbitrary: hostileString }),
    mode: fc.oneof(fc.constantFrom('none', 'fit', 'fill', null, 'cover', 'FIT', 0, {})),
    aspectRatio: ratioLike,
    title: hostileString,
    thumbnailUrl: fc.oneof(hostileString, fc.constant(null)),
  },
  { requiredKeys: [] },
);
const anyValue = fc.anything({ maxDepth: 2, maxKeys: 5, withNullPrototype: true, withMap: true });

describe('video block (property, spec 001 §3 "Video embed", §5, §8)', { timeout: 60_000 }, () => {
  it('never throws on any block data, and frames nothing but an https address', () => {
    fc.assert(
      fc.property(fc.oneof(blockLike, anyValue, fc.jsonValue()), (data) => {
        const { block, errors } = parseVideoBlock(data as never);
        for (const error of errors) assert.equal(typeof error, 'string');
        if (block.src !== null) assert.equal(new URL(block.src).protocol, 'https:');
        assert.equal(block.type === 'invalid', block.src === null);
        if (block.src === null) assert.equal(block.provider, null);
        assert.ok([null, 'none', 'fit', 'fill'].includes(block.mode));
        assert.ok(Number.isFinite(block.ratio) && block.ratio > 0, `ratio ${block.ratio}`);
        for (const text of [block.providerName, block.html, block.title]) {
          assert.equal(typeof text, 'string');
        }
      }),
      RUNS,
    );
  });

  it('never frames javascript:, however the embed code disguises it', () => {
    let disguised = 0;
    fc.assert(
      fc.property(disguisedJavascript, fc.constantFrom('"', "'"), (url, quote) => {
        const html = `<iframe width="640" height="360" src=${quote}${url.replaceAll(quote, '')}${quote}></iframe>`;
        // What a browser would open for the attribute as the scanner reads it: tab and newlines
        // dropped, C0 controls and spaces before it dropped.
        let read = (scanEmbedHtml(html)?.attributes.src ?? '').replace(/[\t\n\r]/g, '');
        while (read !== '' && read.charCodeAt(0) <= 0x20) read = read.slice(1);
        if (read.toLowerCase().startsWith('javascript:')) disguised += 1;
        const { block } = parseVideoBlock({ html });
        assert.equal(block.src, null);
        assert.equal(block.type, 'invalid');
      }),
      RUNS,
    );
    // Not vacuous: many disguises read as javascript: even once decoded.
    assert.ok(disguised > RUNS.numRuns / 20, `${disguised}`);
  });

  it('frames only YouTube or Vimeo players when the site narrows the sources to them', () => {
    fc.assert(
      fc.property(blockLike, (data) => {
        const { block } = parseVideoBlock(data as never, { allowSource: isKnownVideoPlayer });
        if (block.src === null) return;
        const { protocol, hostname } = new URL(block.src);
        assert.equal(protocol, 'https:');
        assert.match(hostname, /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|vimeo\.com)$/);
      }),
      RUNS,
    );
  });

  it('gives a placeholder ratio above zero for any aspect ratio: 65 for Auto, else 100 / ratio, else 56.3', () => {
    fc.assert(
      fc.property(fc.oneof(ratioLike, anyValue), (value) => {
        const ratio = videoPlaceholderRatio(value);
        assert.ok(Number.isFinite(ratio) && ratio > 0, `${ratio}`);
        const parsed = parseAspectRatio(value);
        assert.ok(parsed === null || (Number.isFinite(parsed) && parsed > 0));
        if (typeof value === 'string' && value.trim().toLowerCase() === 'auto')
          assert.equal(ratio, 65);
        else if (parsed === null) assert.equal(ratio, DEFAULT_VIDEO_ASPECT_PERCENT);
      }),
      RUNS,
    );
  });
});
