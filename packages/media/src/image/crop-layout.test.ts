import { describe, expect, it } from 'vitest';
import { cropLayout, imageAnchor, imageDisplayWidth, imagePositionStyle } from './crop-layout';
import type { ImageConfig } from './parse-image-config';

const base = {
  cropMode: 'cover',
  focalPoint: { x: 0.5, y: 0.5 },
  fitAlignment: 'center',
  stretch: true,
  dimensions: { width: 800, height: 400 },
  fixedRatio: false,
  useBgImage: false,
} as const satisfies Partial<ImageConfig>;

const box = { width: 400, height: 300 };

describe('cropLayout: cover centres the focal point as far as the edges allow', () => {
  it.each([
    [0.5, -100],
    [0.4, -40],
    [0.25, 0],
    [0, 0],
    [0.75, -200],
    [1, -200],
  ])('focal x %s → left %s', (x, left) => {
    const layout = cropLayout(box, base.dimensions, { ...base, focalPoint: { x, y: 0.5 } });
    expect(layout).toEqual({ width: 600, height: 300, left, top: 0 });
  });

  it('moves vertically for a tall image', () => {
    const layout = cropLayout(
      box,
      { width: 400, height: 800 },
      { ...base, focalPoint: { x: 0.5, y: 0.3 } },
    );
    expect(layout).toEqual({ width: 400, height: 800, left: 0, top: -90 });
  });
});

describe('cropLayout: contain fits the image and places it by the fit alignment', () => {
  it.each([
    ['top', 0],
    ['center', 50],
    ['bottom', 100],
  ] as const)('a wide image aligned %s sits at top %s', (fitAlignment, top) => {
    expect(
      cropLayout(box, base.dimensions, { ...base, cropMode: 'contain', fitAlignment }),
    ).toEqual({
      width: 400,
      height: 200,
      left: 0,
      top,
    });
  });

  it.each([
    ['left', 0],
    ['center', 125],
    ['right', 250],
  ] as const)('a tall image aligned %s sits at left %s', (fitAlignment, left) => {
    expect(
      cropLayout(box, { width: 300, height: 600 }, { ...base, cropMode: 'contain', fitAlignment }),
    ).toEqual({ width: 150, height: 300, left, top: 0 });
  });

  it('never enlarges the image when stretch is off', () => {
    const small = { width: 200, height: 100 };
    expect(cropLayout(box, small, { ...base, cropMode: 'contain' })).toEqual({
      width: 400,
      height: 200,
      left: 0,
      top: 50,
    });
    expect(cropLayout(box, small, { ...base, cropMode: 'contain', stretch: false })).toEqual({
      width: 200,
      height: 100,
      left: 100,
      top: 100,
    });
  });
});

describe('imageDisplayWidth: the width the size step is chosen for', () => {
  it('is the box width without crop, without dimensions or without a box height', () => {
    expect(imageDisplayWidth({ ...base, cropMode: 'none' }, box)).toBe(400);
    expect(imageDisplayWidth({ ...base, dimensions: null }, box)).toBe(400);
    expect(imageDisplayWidth(base, { width: 400, height: 0 })).toBe(400);
  });

  it('is the scaled image width when cropped', () => {
    expect(imageDisplayWidth(base, box)).toBe(600);
    expect(imageDisplayWidth({ ...base, cropMode: 'contain' }, box)).toBe(400);
    expect(imageDisplayWidth({ ...base, cropMode: 'contain' }, { width: 400, height: 100 })).toBe(
      200,
    );
  });
});

describe('imageAnchor and imagePositionStyle', () => {
  it('follows the focal point for cover and the fit alignment for contain', () => {
    expect(imageAnchor({ ...base, focalPoint: { x: 0.2, y: 0.7 } })).toEqual({ x: 0.2, y: 0.7 });
    expect(imageAnchor({ ...base, cropMode: 'contain', fitAlignment: 'top' })).toEqual({
      x: 0.5,
      y: 0,
    });
    expect(imageAnchor({ ...base, cropMode: 'contain', fitAlignment: 'left' })).toEqual({
      x: 0,
      y: 0.5,
    });
    expect(imageAnchor({ ...base, cropMode: 'contain', fitAlignment: 'right' })).toEqual({
      x: 1,
      y: 0.5,
    });
    expect(imageAnchor({ ...base, cropMode: 'contain', fitAlignment: 'bottom' })).toEqual({
      x: 0.5,
      y: 1,
    });
  });

  it('gives object-fit and object-position to a cropped img', () => {
    expect(imagePositionStyle({ ...base, focalPoint: { x: 0.3, y: 0.7 } })).toEqual({
      objectFit: 'cover',
      objectPosition: '30% 70%',
    });
    expect(imagePositionStyle({ ...base, focalPoint: { x: 1 / 3, y: 0 } }).objectPosition).toBe(
      '33.33% 0%',
    );
    expect(imagePositionStyle({ ...base, cropMode: 'contain', fitAlignment: 'bottom' })).toEqual({
      objectFit: 'contain',
      objectPosition: '50% 100%',
    });
    expect(imagePositionStyle({ ...base, cropMode: 'contain', stretch: false }).objectFit).toBe(
      'scale-down',
    );
    expect(imagePositionStyle({ ...base, cropMode: 'none' })).toEqual({});
  });

  it('gives background-* to a background image', () => {
    expect(
      imagePositionStyle({ ...base, useBgImage: true, focalPoint: { x: 0.25, y: 0.5 } }),
    ).toEqual({
      backgroundSize: 'cover',
      backgroundPosition: '25% 50%',
      backgroundRepeat: 'no-repeat',
    });
    expect(imagePositionStyle({ ...base, useBgImage: true, cropMode: 'none' }).backgroundSize).toBe(
      '100% auto',
    );
  });

  it('fixes the aspect ratio from the dimensions when asked', () => {
    expect(imagePositionStyle({ ...base, cropMode: 'none', fixedRatio: true })).toEqual({
      aspectRatio: '800 / 400',
    });
    expect(
      imagePositionStyle({ ...base, cropMode: 'none', fixedRatio: true, dimensions: null }),
    ).toEqual({});
  });
});
