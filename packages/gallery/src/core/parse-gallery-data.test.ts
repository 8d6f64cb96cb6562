import { describe, expect, it } from 'vitest';
import { galleryConfigFromBlock } from './block-data';
import { parseGalleryBlockData, parseGallerySlides } from './parse-gallery-data';

describe('parseGalleryBlockData', () => {
  it('reads block JSON text into typed data the gallery renders from', () => {
    const result = parseGalleryBlockData(
      '{"design":"slideshow","autoplay":true,"autoplay-duration":"3","lightbox":true,"aspectRatio":"16:9"}',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        design: 'slideshow',
        autoplay: true,
        'autoplay-duration': '3',
        lightbox: true,
        aspectRatio: '16:9',
      },
      warnings: [],
    });
    if (!result.ok) return;
    const config = galleryConfigFromBlock(result.value);
    expect(config.layout).toBe('stacked');
    expect(config.autoplayTimeout).toBe(3000);
    expect(config.aspectRatio).toBeCloseTo(16 / 9);
  });

  it('gives the spec 001 §8 messages as error values, never a throw', () => {
    expect(parseGalleryBlockData('{design:')).toEqual({
      ok: false,
      error: 'Error decoding gallery block data.',
    });
    for (const input of [null, undefined, 42, '[1,2]', [], 'true']) {
      expect(parseGalleryBlockData(input)).toEqual({
        ok: false,
        error: 'Error evaluating gallery block data.',
      });
    }
  });

  it('leaves out each field outside its type with a warning, so the default applies', () => {
    const result = parseGalleryBlockData({
      design: 'mosaic',
      lightbox: 'yes',
      gutter: { px: 4 },
      thumbnails: true,
      designOptions: { imageWidth: [] },
      customSetting: 'kept',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({ thumbnails: true, customSetting: 'kept' });
    expect(result.warnings).toEqual([
      'Gallery block field "design" must be one of the eight design names, got "mosaic": left out.',
      'Gallery block field "lightbox" must be true or false, got "yes": left out.',
      'Gallery block field "gutter" must be a number or a text, got {"px":4}: left out.',
      'Gallery block field "designOptions" must be an object whose imageWidth is a number or a text, got {"imageWidth":[]}: left out.',
    ]);
    // The design left out shows as base (spec 001 §2), and the list default lightbox applies.
    expect(galleryConfigFromBlock(result.value).layout).toBe('base');
  });

  it('accepts each of the eight designs of spec 001 §2', () => {
    for (const design of [
      'stacked',
      'slider',
      'slideshow',
      'grid',
      'autogrid',
      'autocolumns',
      'carousel',
      'list',
    ]) {
      const result = parseGalleryBlockData({ design });
      expect(result.ok && result.value.design).toBe(design);
    }
  });
});

describe('parseGallerySlides', () => {
  it('reads slides with their dimensions, focal point, texts and video', () => {
    const result = parseGallerySlides([
      {
        id: 'lac',
        src: '/images/lac.jpg',
        alt: 'Le lac au matin',
        dimensions: { width: 1600, height: 900 },
        focalPoint: { x: 1.4, y: 0.25 },
        title: 'Lac',
        url: 'lac',
      },
      {
        id: 'film',
        type: 'video',
        src: '/images/film.jpg',
        video: { providerName: 'YouTube', html: '<iframe></iframe>', mode: 'fit', aspectRatio: 0 },
      },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 'lac',
          type: 'image',
          src: '/images/lac.jpg',
          alt: 'Le lac au matin',
          dimensions: { width: 1600, height: 900 },
          focalPoint: { x: 1, y: 0.25 },
          title: 'Lac',
          url: 'lac',
        },
        {
          id: 'film',
          type: 'video',
          src: '/images/film.jpg',
          alt: '',
          video: { providerName: 'YouTube', html: '<iframe></iframe>', mode: 'fit' },
        },
      ],
      warnings: [],
    });
  });

  it('leaves out slides without a text id and src, or with a repeated id, and says which', () => {
    const result = parseGallerySlides([
      { id: 'a', src: '/a.jpg', dimensions: { width: -1, height: 5 }, title: 7 },
      { src: '/b.jpg' },
      'c',
      { id: 'a', src: '/a-bis.jpg' },
      { id: 'd', src: '/d.jpg' },
    ]);
    expect(result.ok && result.value.map((slide) => slide.id)).toEqual(['a', 'd']);
    expect(result.ok && result.value[0]).toEqual({
      id: 'a',
      type: 'image',
      src: '/a.jpg',
      alt: '',
    });
    expect(result.ok && result.warnings).toEqual([
      'Gallery slide 2 has no text id or src: left out.',
      'Gallery slide 3 has no text id or src: left out.',
      'Gallery slide 4 has an empty or repeated id: left out.',
    ]);
  });

  it('refuses a value that is not an array', () => {
    expect(parseGallerySlides({ id: 'a' })).toEqual({
      ok: false,
      error: 'Gallery slides must be an array, got {"id":"a"}.',
    });
  });
});
