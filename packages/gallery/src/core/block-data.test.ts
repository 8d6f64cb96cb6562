import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  galleryConfigFromBlock,
  parseAspectRatio,
  parseMetaPosition,
  readGalleryBlockData,
} from './block-data';
import { parseDimensions, parseFocalPoint, readSlideAttributes } from './gallery-slide';

afterEach(() => vi.restoreAllMocks());

describe('readGalleryBlockData (spec 001 §3, §5, §8)', () => {
  it('reads data-block-json first, else the stored block data', () => {
    expect(readGalleryBlockData('{"design":"grid"}', { design: 'list' })).toEqual({
      design: 'grid',
    });
    expect(readGalleryBlockData(null, { design: 'list' })).toEqual({ design: 'list' });
  });

  it('logs "Error decoding gallery block data." and creates no gallery on bad JSON', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readGalleryBlockData('{design:', { design: 'list' })).toBeNull();
    expect(error).toHaveBeenCalledWith('Error decoding gallery block data.');
  });

  it('logs "Error evaluating gallery block data." when the data is not an object', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readGalleryBlockData('[1,2]')).toBeNull();
    expect(error).toHaveBeenCalledWith('Error evaluating gallery block data.');
  });
});

describe('galleryConfigFromBlock (spec 001 §2, §3, §9)', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
    ['anything', 'base'],
  ])('maps the design %s to the layout %s', (design, layout) => {
    // 'anything' is outside GalleryDesign, as page JSON may hold: checked at run time.
    expect(galleryConfigFromBlock({ design: design as never }).layout).toBe(layout);
  });

  it('applies the defaults of the layout', () => {
    expect(galleryConfigFromBlock({ design: 'grid' })).toMatchObject({
      slidesPerRow: 4,
      padding: 20,
      lightbox: true,
      lightboxTheme: 'dark',
      autoplay: false,
      autoplayTimeout: 5000,
    });
    expect(galleryConfigFromBlock({ design: 'carousel' })).toMatchObject({
      slidesPerRow: 3,
      gutter: 1,
    });
    expect(galleryConfigFromBlock({ design: 'autocolumns' })).toMatchObject({
      columnWidth: 250,
      gutter: 0,
    });
  });

  it('reads the block fields; autoplay-duration is in seconds; Auto means no ratio', () => {
    const config = galleryConfigFromBlock({
      design: 'slideshow',
      autoplay: true,
      'autoplay-duration': 3,
      lightbox: true,
      lightboxTheme: 'light',
      imageAspectRatio: 'Auto',
      'active-alignment': 'left',
      columnWidth: '300',
    });
    expect(config).toMatchObject({
      autoplay: true,
      autoplayTimeout: 3000,
      lightbox: true,
      lightboxTheme: 'light',
      aspectRatio: null,
      activeAlignment: 'left',
      columnWidth: 300,
    });
  });

  it('warns on a bad column width and keeps 250', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(galleryConfigFromBlock({ design: 'autogrid', columnWidth: -3 }).columnWidth).toBe(250);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('takes the list image width from designOptions.imageWidth by default', () => {
    expect(
      galleryConfigFromBlock({ design: 'list', designOptions: { imageWidth: 480 } }).listImageWidth,
    ).toBe(480);
  });

  it('parses aspect ratios', () => {
    expect(parseAspectRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseAspectRatio('1.5')).toBe(1.5);
    expect(parseAspectRatio('auto')).toBeNull();
    expect(parseAspectRatio(undefined)).toBeNull();
  });
});

describe('slide attributes (spec 001 §3)', () => {
  it('reads type, id, url, click-through, dimensions, focal point and source', () => {
    const attributes: Record<string, string> = {
      'data-type': 'video',
      'data-slide-id': 's7',
      'data-slide-url': 'lac',
      'data-click-through-url': 'https://exemple.fr',
      'data-image-dimensions': '1600x900',
      'data-image-focal-point': '0.2,1.4',
      'data-src': '/s/lac.jpg',
      alt: 'Lac',
    };
    expect(readSlideAttributes((name) => attributes[name] ?? null, 0)).toEqual({
      id: 's7',
      type: 'video',
      url: 'lac',
      clickThroughUrl: 'https://exemple.fr',
      dimensions: { width: 1600, height: 900 },
      focalPoint: { x: 0.2, y: 1 },
      src: '/s/lac.jpg',
      alt: 'Lac',
    });
  });
  it('defaults to an image named by its position', () => {
    expect(readSlideAttributes(() => null, 2)).toEqual({
      id: 'slide-3',
      type: 'image',
      src: '',
      alt: '',
    });
    expect(parseDimensions('0x3')).toBeUndefined();
    expect(parseFocalPoint('a,b')).toBeUndefined();
  });
});

describe('block fields applied by the layouts (spec 001 §3 "Gallery block data")', () => {
  it('defaults: caption at the bottom, strip 80 px with 8 px margin, cover, mixed content', () => {
    expect(galleryConfigFromBlock({ design: 'slideshow' })).toMatchObject({
      metaPosition: 'bottom',
      thumbnailsPerRow: undefined,
      squareThumbs: false,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 8,
      crop: 'cover',
      vSize: null,
      mixedContent: true,
    });
  });

  it('reads thumbnails-per-row, square-thumbs, strip height and margin (numbers or strings)', () => {
    expect(
      galleryConfigFromBlock({
        'thumbnails-per-row': '6',
        'square-thumbs': true,
        'thumbnail-strip-height': '120',
        'thumbnail-strip-margin': 0,
      }),
    ).toMatchObject({
      thumbnailsPerRow: 6,
      squareThumbs: true,
      thumbnailStripHeight: 120,
      thumbnailStripMargin: 0,
    });
  });

  it('falls back on unreadable values', () => {
    expect(
      galleryConfigFromBlock({
        'thumbnails-per-row': 'beaucoup',
        'thumbnail-strip-height': -3,
        'thumbnail-strip-margin': 'x',
        vSize: 'grand',
      }),
    ).toMatchObject({
      thumbnailsPerRow: undefined,
      thumbnailStripHeight: 80,
      thumbnailStripMargin: 8,
      vSize: null,
    });
  });

  it('auto-crop false contains, true or absent covers', () => {
    expect(galleryConfigFromBlock({ 'auto-crop': false }).crop).toBe('contain');
    expect(galleryConfigFromBlock({ 'auto-crop': true }).crop).toBe('cover');
  });

  it('vSize is a percentage of the viewport height, capped at 100', () => {
    expect(galleryConfigFromBlock({ vSize: 60 }).vSize).toBe(60);
    expect(galleryConfigFromBlock({ vSize: '75' }).vSize).toBe(75);
    expect(galleryConfigFromBlock({ vSize: 150 }).vSize).toBe(100);
  });

  it('mixedContent false keeps image slides only', () => {
    expect(galleryConfigFromBlock({ mixedContent: false }).mixedContent).toBe(false);
  });

  it.each([
    ['top', 'top'],
    ['top-left', 'top'],
    ['center', 'center'],
    ['middle', 'center'],
    ['bottom', 'bottom'],
    ['bottom-right', 'bottom'],
    ['anything', 'bottom'],
    [undefined, 'bottom'],
  ])('meta-position %s sits at the %s', (value, position) => {
    expect(parseMetaPosition(value)).toBe(position);
  });
});

describe('values out of range', () => {
  it('reads a ratio too large to draw as no ratio', () => {
    expect(galleryConfigFromBlock({ design: 'grid', aspectRatio: '1e400' }).aspectRatio).toBeNull();
    expect(
      galleryConfigFromBlock({ design: 'grid', aspectRatio: Number.POSITIVE_INFINITY }).aspectRatio,
    ).toBeNull();
  });

  it('caps an autoplay duration to the longest timer delay', () => {
    const config = galleryConfigFromBlock({ design: 'slideshow', 'autoplay-duration': 3_000_000 });
    expect(config.autoplayTimeout).toBe(2_147_483_647);
  });

  it('reads dimensions with hundreds of digits as none', () => {
    expect(parseDimensions(`${'9'.repeat(400)}x100`)).toBeUndefined();
  });
});
