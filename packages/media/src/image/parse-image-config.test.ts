import { describe, expect, it } from 'vitest';
import { DEFAULT_CDN_HOSTS } from './image-constants';
import { IMAGE_ATTRIBUTES, parseImageConfig } from './parse-image-config';

const SOURCE = { 'data-src': '/s/photo.jpg' };

describe('parseImageConfig (spec 001 §3 "Image loading configuration")', () => {
  it('reads each setting from its attribute', () => {
    expect(IMAGE_ATTRIBUTES).toEqual({
      source: 'data-src',
      dimensions: 'data-image-dimensions',
      fixedRatio: 'data-fixed-ratio',
      focalPoint: 'data-image-focal-point',
      load: 'data-load',
      forceImageUpdate: 'data-force-image-update',
      cropMode: 'data-mode',
      sizeAdjustment: 'data-size-adjustment',
      sizeFormat: 'data-size-format',
      stretch: 'data-stretch',
      useBgImage: 'data-use-bg-image',
      useAdvancedPositioning: 'data-use-advanced-positioning',
      allowSaveData: 'data-allow-save-data',
      dprMax: 'data-dpr-max',
      dprMin: 'data-dpr-min',
      fitAlignment: 'data-fit-alignment',
    });
  });

  it('has the defaults of the spec', () => {
    const { config, warnings } = parseImageConfig({ attributes: SOURCE });
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      source: '/s/photo.jpg',
      dimensions: null,
      fixedRatio: false,
      focalPoint: { x: 0.5, y: 0.5 },
      load: true,
      forceImageUpdate: false,
      cropMode: 'none',
      sizeAdjustment: 1,
      sizeFormat: 'queryString',
      stretch: true,
      useBgImage: false,
      useAdvancedPositioning: false,
      allowSaveData: false,
      dprMax: Number.POSITIVE_INFINITY,
      dprMin: 0,
      fitAlignment: 'center',
      cdnHosts: DEFAULT_CDN_HOSTS,
    });
  });

  it('parses every attribute', () => {
    const { config, warnings } = parseImageConfig({
      attributes: {
        'data-src': '  https://images.squarespace-cdn.com/a.jpg ',
        'data-image-dimensions': '2500x1667',
        'data-fixed-ratio': 'true',
        'data-image-focal-point': '0.25,0.8',
        'data-load': 'viewport',
        'data-force-image-update': '',
        'data-mode': 'contain',
        'data-size-adjustment': '1.5',
        'data-size-format': 'filename',
        'data-stretch': 'false',
        'data-use-bg-image': 'true',
        'data-use-advanced-positioning': 'true',
        'data-allow-save-data': 'true',
        'data-dpr-max': '2',
        'data-dpr-min': '1',
        'data-fit-alignment': 'bottom',
      },
    });
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      source: 'https://images.squarespace-cdn.com/a.jpg',
      dimensions: { width: 2500, height: 1667 },
      fixedRatio: true,
      focalPoint: { x: 0.25, y: 0.8 },
      load: 'viewport',
      forceImageUpdate: true,
      cropMode: 'contain',
      sizeAdjustment: 1.5,
      sizeFormat: 'filename',
      stretch: false,
      useBgImage: true,
      useAdvancedPositioning: true,
      allowSaveData: true,
      dprMax: 2,
      dprMin: 1,
      fitAlignment: 'bottom',
      cdnHosts: DEFAULT_CDN_HOSTS,
    });
  });

  it('takes options over attributes, in their own types', () => {
    const { config, warnings } = parseImageConfig({
      attributes: { ...SOURCE, 'data-mode': 'contain', 'data-dpr-max': '3' },
      options: {
        source: '/s/other.jpg',
        dimensions: { width: 800, height: 600 },
        focalPoint: { x: 0.1, y: 0.9 },
        cropMode: 'cover',
        dprMax: 1.5,
        load: false,
        cdnHosts: ['cdn.vitrine.test'],
      },
    });
    expect(warnings).toEqual([]);
    expect(config).toMatchObject({
      source: '/s/other.jpg',
      dimensions: { width: 800, height: 600 },
      focalPoint: { x: 0.1, y: 0.9 },
      cropMode: 'cover',
      dprMax: 1.5,
      load: false,
      cdnHosts: ['cdn.vitrine.test'],
    });
  });

  it('accepts the "fill" and "fit" modes for cover and contain', () => {
    const fill = parseImageConfig({ attributes: { ...SOURCE, 'data-mode': 'fill' } });
    const fit = parseImageConfig({
      attributes: { ...SOURCE, 'data-mode': 'fit', 'data-fit-alignment': 'top' },
    });
    expect(fill.config.cropMode).toBe('cover');
    expect(fit.config.cropMode).toBe('contain');
  });

  it('takes the crop mode from a content-fill or content-fit class on the parent', () => {
    expect(
      parseImageConfig({ attributes: SOURCE, parentClassName: 'image content-fill' }).config
        .cropMode,
    ).toBe('cover');
    expect(
      parseImageConfig({
        attributes: { ...SOURCE, 'data-fit-alignment': 'left' },
        parentClassName: 'content-fit\tgallery',
      }).config.cropMode,
    ).toBe('contain');
    expect(
      parseImageConfig({ attributes: SOURCE, parentClassName: 'content-fitted' }).config.cropMode,
    ).toBe('none');
    expect(
      parseImageConfig({
        attributes: { ...SOURCE, 'data-mode': 'none' },
        parentClassName: 'content-fill',
      }).config.cropMode,
    ).toBe('none');
  });

  it('warns "Missing alignment for "content-fit" image." and centres a contained image without alignment (spec 001 §5)', () => {
    const { config, warnings } = parseImageConfig({
      attributes: SOURCE,
      parentClassName: 'content-fit',
    });
    expect(config.fitAlignment).toBe('center');
    expect(warnings).toEqual(['Missing alignment for "content-fit" image.']);
    expect(
      parseImageConfig({ attributes: SOURCE, options: { cropMode: 'cover' } }).warnings,
    ).toEqual([]);
  });

  it.each([undefined, '', '   '])(
    'warns "Invalid or missing image source." for the source %o (spec 001 §5)',
    (source) => {
      const { config, warnings } = parseImageConfig({ attributes: { 'data-src': source } });
      expect(config.source).toBe('');
      expect(warnings).toEqual(['Invalid or missing image source.']);
    },
  );

  it('warns once for a source that is not a string', () => {
    const { warnings } = parseImageConfig({ options: { source: 42 as unknown as string } });
    expect(warnings).toEqual(['Invalid or missing image source.']);
  });

  it.each([
    ['data-image-dimensions', 'dimensions', '800', null],
    ['data-image-dimensions', 'dimensions', '0x600', null],
    ['data-image-dimensions', 'dimensions', '-800x600', null],
    ['data-image-dimensions', 'dimensions', 'widexhigh', null],
    ['data-image-dimensions', 'dimensions', '800x600x2', null],
    ['data-image-focal-point', 'focalPoint', 'middle', { x: 0.5, y: 0.5 }],
    ['data-image-focal-point', 'focalPoint', '0.2', { x: 0.5, y: 0.5 }],
    ['data-image-focal-point', 'focalPoint', '0.2,', { x: 0.5, y: 0.5 }],
    ['data-load', 'load', 'lazy', true],
    ['data-fixed-ratio', 'fixedRatio', 'yes', false],
    ['data-force-image-update', 'forceImageUpdate', '1', false],
    ['data-mode', 'cropMode', 'stretch', 'none'],
    ['data-size-adjustment', 'sizeAdjustment', 'big', 1],
    ['data-size-format', 'sizeFormat', 'path', 'queryString'],
    ['data-stretch', 'stretch', 'no', true],
    ['data-use-bg-image', 'useBgImage', 'TRUE', false],
    ['data-use-advanced-positioning', 'useAdvancedPositioning', 'on', false],
    ['data-allow-save-data', 'allowSaveData', 'off', false],
    ['data-dpr-max', 'dprMax', 'retina', Number.POSITIVE_INFINITY],
    ['data-dpr-max', 'dprMax', '-1', Number.POSITIVE_INFINITY],
    ['data-dpr-min', 'dprMin', '', 0],
    ['data-dpr-min', 'dprMin', '-2', 0],
    ['data-fit-alignment', 'fitAlignment', 'middle', 'center'],
  ])('falls back to the default for %s="%s" with a warning', (attribute, key, raw, fallback) => {
    const { config, warnings } = parseImageConfig({ attributes: { ...SOURCE, [attribute]: raw } });
    expect(config[key as keyof typeof config]).toEqual(fallback);
    expect(warnings).toEqual([`Invalid image ${key} ${JSON.stringify(raw)}: using the default.`]);
  });

  it('falls back on bad option values too (block data)', () => {
    const { config, warnings } = parseImageConfig({
      attributes: SOURCE,
      options: {
        dimensions: { width: '800', height: 600 } as unknown as { width: number; height: number },
        focalPoint: [0.2, 0.3] as unknown as { x: number; y: number },
        stretch: 'sometimes' as unknown as boolean,
        dprMin: Number.NaN,
      },
    });
    expect(config).toMatchObject({
      dimensions: null,
      focalPoint: { x: 0.5, y: 0.5 },
      stretch: true,
      dprMin: 0,
    });
    expect(warnings).toHaveLength(4);
  });

  it('clamps the focal point to the image', () => {
    expect(
      parseImageConfig({ attributes: { ...SOURCE, 'data-image-focal-point': '-0.5,1.7' } }).config
        .focalPoint,
    ).toEqual({ x: 0, y: 1 });
  });

  it('raises a negative size adjustment to its minimum, 0', () => {
    const { config, warnings } = parseImageConfig({
      attributes: SOURCE,
      options: { sizeAdjustment: -2 },
    });
    expect(config.sizeAdjustment).toBe(0);
    expect(warnings).toEqual([]);
    expect(
      parseImageConfig({ attributes: { ...SOURCE, 'data-size-adjustment': '-2' } }).config
        .sizeAdjustment,
    ).toBe(0);
  });

  it('reads "false" as no load and fractional dimensions as they are', () => {
    const { config } = parseImageConfig({
      attributes: { ...SOURCE, 'data-load': 'false', 'data-image-dimensions': '1200.5 x 800' },
    });
    expect(config.load).toBe(false);
    expect(config.dimensions).toEqual({ width: 1200.5, height: 800 });
  });

  it('never throws, even without input', () => {
    expect(parseImageConfig().warnings).toEqual(['Invalid or missing image source.']);
    expect(
      parseImageConfig({ options: { cdnHosts: 'cdn' as unknown as string[] } }).config.cdnHosts,
    ).toBe(DEFAULT_CDN_HOSTS);
  });
});
