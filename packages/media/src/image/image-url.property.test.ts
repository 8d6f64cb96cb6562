import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { imageUrlForSize, isSizedImageSource } from './image-url';

const RUNS = { numRuns: 10_000 };
const PAGE = 'https://boutique.example/galerie/';
const CDN = 'images.squarespace-cdn.com';

// Sources as a hostile page could write them: the URL Standard drops tabs and newlines anywhere,
// reads `\` as `/`, tolerates `http:/host` and any scheme case.
const PIECES = [
  '/',
  '\\',
  '\t',
  '\n',
  '\r',
  ' ',
  'http:',
  'HTTP:',
  'https:',
  'hTtPs:',
  '//',
  CDN,
  'evil.example',
  'photo.jpg',
  '?format=100w',
  '&x=1',
  '#frag',
  '@',
  ':8080',
  'é',
  '%2F',
];
const source = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 8 })
  .map((parts) => parts.join(''));

const resolve = (url: string) => {
  try {
    return new URL(url, PAGE);
  } catch {
    return null;
  }
};

describe('imageUrlForSize against the URL Standard (spec 001 §5)', () => {
  it('a sized address names the same host as its source, as a browser resolves both', () => {
    fc.assert(
      fc.property(source, fc.constantFrom(100, 750, 2500), (raw, size) => {
        const sized = imageUrlForSize(raw, size);
        if (!isSizedImageSource(raw)) {
          assert.equal(sized, raw);
          return;
        }
        const before = resolve(raw);
        const after = resolve(sized);
        assert.ok(before && after, `${JSON.stringify(raw)} → ${JSON.stringify(sized)}`);
        assert.equal(after.hostname, before.hostname, `${JSON.stringify(raw)} → ${sized}`);
        assert.equal(after.searchParams.get('format'), `${size}w`);
      }),
      RUNS,
    );
  });

  it('reads `http:/host` and backslashes as the browser does', () => {
    assert.equal(imageUrlForSize(`http:/${CDN}/p.jpg`, 750), `https://${CDN}/p.jpg?format=750w`);
    assert.equal(imageUrlForSize(`/\\${CDN}/p.jpg`, 750), `https://${CDN}/p.jpg?format=750w`);
    assert.equal(imageUrlForSize('/\\evil.example/p.jpg', 750), '/\\evil.example/p.jpg');
  });
});
