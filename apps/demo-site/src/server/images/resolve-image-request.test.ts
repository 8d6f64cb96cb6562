import { describe, expect, it } from 'vitest';
import { imageById } from '../../content/images';
import {
  IMAGE_REQUEST_ERRORS,
  imageOutputSize,
  resolveImageRequest,
} from './resolve-image-request';

describe('resolveImageRequest', () => {
  it('finds a catalogue file and sizes it by the step and the original ratio', () => {
    const request = resolveImageRequest('atelier-02.jpg', '750w');
    expect(request).toMatchObject({ ok: true, width: 750, height: 500, step: { step: 750 } });
    expect(request.ok && request.entry.id).toBe('atelier-02');
  });

  it('never sends more pixels than the original has', () => {
    // atelier-05 is a 1667 × 2500 portrait, atelier-04 a 2000 × 2000 square.
    expect(resolveImageRequest('atelier-05.jpg', '2500w')).toMatchObject({
      width: 1667,
      height: 2500,
    });
    expect(resolveImageRequest('atelier-05.jpg', '1500w')).toMatchObject({
      width: 1500,
      height: 2250,
    });
    expect(resolveImageRequest('atelier-04.jpg', '2500w')).toMatchObject({
      width: 2000,
      height: 2000,
    });
  });

  it('rounds the height to whole pixels', () => {
    const hero = imageById('atelier-01');
    expect(hero && imageOutputSize(hero, 100)).toEqual({ width: 100, height: 56 });
  });

  it('answers 404 for a well-formed name that is not in the catalogue', () => {
    for (const file of ['atelier-99.jpg', 'ATELIER-01.JPG', 'atelier-01.png', 'atelier-01']) {
      expect(resolveImageRequest(file, '750w')).toEqual({
        ok: false,
        status: 404,
        error: IMAGE_REQUEST_ERRORS.notFound,
      });
    }
  });

  it.each([
    ['../../etc/passwd'],
    ['..'],
    ['atelier-01..jpg'],
    ['.atelier-01.jpg'],
    ['atelier-01.jpg\0.png'],
    ['\0'],
    ['a/b.jpg'],
    ['a\\b.jpg'],
    ['atelier 01.jpg'],
    ['atelier-01.jpg\n'],
    [''],
    ['é.jpg'],
    [`${'a'.repeat(101)}.jpg`],
  ])('answers 400 for the unsafe name %j', (file) => {
    expect(resolveImageRequest(file, '750w')).toEqual({
      ok: false,
      status: 400,
      error: IMAGE_REQUEST_ERRORS.invalidName,
    });
  });
});
