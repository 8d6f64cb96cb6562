import { describe, expect, it } from 'vitest';
import { IMAGE_SIZE_STEPS } from './image-constants';
import { pickImageSize } from './pick-image-size';

describe('pickImageSize (spec 001 §9 size steps)', () => {
  it('uses the steps 2500, 1500, 1000, 750, 500, 300, 100', () => {
    expect(IMAGE_SIZE_STEPS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it.each([
    [0, 1, 100],
    [1, 1, 100],
    [100, 1, 100],
    [101, 1, 300],
    [300, 1, 300],
    [301, 1, 500],
    [500, 1, 500],
    [501, 1, 750],
    [750, 1, 750],
    [751, 1, 1000],
    [1000, 1, 1000],
    [1001, 1, 1500],
    [1500, 1, 1500],
    [1501, 1, 2500],
    [2500, 1, 2500],
    [2501, 1, 2500],
    [6000, 1, 2500],
    [375, 2, 750],
    [400, 2, 1000],
    [400, 3, 1500],
    [500, 3, 1500],
    [501, 3, 2500],
    [400, 0.5, 300],
    [1200, 1.25, 1500],
    [1280, 1.25, 2500],
  ])('a %s px wide image at DPR %s takes the %s step', (displayWidth, dpr, step) => {
    expect(pickImageSize(displayWidth, dpr)).toBe(step);
  });

  it.each([
    [{ dprMax: 2 }, 400, 3, 1000],
    [{ dprMax: 1 }, 400, 3, 500],
    [{ dprMin: 2 }, 400, 1, 1000],
    [{ dprMin: 1 }, 400, 0.5, 500],
    [{ dprMin: 0 }, 400, 0.5, 300],
    [{ dprMin: 1.5, dprMax: 1.5 }, 400, 3, 750],
    [{ sizeAdjustment: 0.5 }, 400, 2, 500],
    [{ sizeAdjustment: 1.5 }, 400, 2, 1500],
    [{ sizeAdjustment: 0 }, 2000, 2, 100],
  ])(
    'clamps the DPR and adjusts the size: %o, %s px at DPR %s → %s',
    (options, width, dpr, step) => {
      expect(pickImageSize(width, dpr, options)).toBe(step);
    },
  );

  it('raises a negative size adjustment to its minimum, 0 (spec 001 §3)', () => {
    expect(pickImageSize(2000, 2, { sizeAdjustment: -3 })).toBe(100);
  });

  it('dprMax is unbounded and dprMin is 0 by default (spec 001 §3)', () => {
    expect(pickImageSize(500, 5)).toBe(2500);
    expect(pickImageSize(1000, 0.1)).toBe(100);
  });

  it('takes the ratio as 1 when the visitor saves data and the image allows it', () => {
    expect(pickImageSize(400, 3, { saveData: true, allowSaveData: true })).toBe(500);
    expect(pickImageSize(400, 3, { saveData: true, allowSaveData: false })).toBe(1500);
    expect(pickImageSize(400, 3, { saveData: false, allowSaveData: true })).toBe(1500);
    expect(pickImageSize(400, 3, { saveData: true, allowSaveData: true, dprMin: 2 })).toBe(1000);
  });

  it('reads a missing or broken width as 0 and a broken ratio as 1', () => {
    expect(pickImageSize(Number.NaN, 2)).toBe(100);
    expect(pickImageSize(-50, 2)).toBe(100);
    expect(pickImageSize(600, Number.NaN)).toBe(750);
    expect(pickImageSize(600, 0)).toBe(750);
  });
});
