import { describe, expect, it } from 'vitest';
import { parseImageConfig } from './parse-image-config';
import { planImageLoad } from './plan-image-load';

const config = (options = {}) =>
  parseImageConfig({ options: { source: '/s/photo.jpg', ...options } }).config;

describe('planImageLoad (spec 001 §4: resolution is only raised)', () => {
  it('loads the chosen size first', () => {
    expect(planImageLoad(config(), { displayWidth: 400, dpr: 2 }, null)).toEqual({
      url: '/s/photo.jpg?format=1000w',
      size: 1000,
    });
  });

  it('loads a larger size when the box grows', () => {
    const loaded = { source: '/s/photo.jpg', size: 500 };
    expect(planImageLoad(config(), { displayWidth: 700, dpr: 1 }, loaded)).toEqual({
      url: '/s/photo.jpg?format=750w',
      size: 750,
    });
  });

  it('keeps what it shows when the same or a smaller size is wanted', () => {
    const loaded = { source: '/s/photo.jpg', size: 1000 };
    expect(planImageLoad(config(), { displayWidth: 1000, dpr: 1 }, loaded)).toBeNull();
    expect(planImageLoad(config(), { displayWidth: 200, dpr: 1 }, loaded)).toBeNull();
  });

  it('replaces a larger size with a smaller one under forceImageUpdate', () => {
    const loaded = { source: '/s/photo.jpg', size: 1000 };
    const forced = config({ forceImageUpdate: true });
    expect(planImageLoad(forced, { displayWidth: 200, dpr: 1 }, loaded)).toEqual({
      url: '/s/photo.jpg?format=300w',
      size: 300,
    });
    expect(planImageLoad(forced, { displayWidth: 1000, dpr: 1 }, loaded)).toBeNull();
  });

  it('loads a new source whatever its size', () => {
    const loaded = { source: '/s/old.jpg', size: 2500 };
    expect(planImageLoad(config(), { displayWidth: 90, dpr: 1 }, loaded)).toEqual({
      url: '/s/photo.jpg?format=100w',
      size: 100,
    });
  });

  it('loads an unsized source once, as it is', () => {
    const source = 'https://example.com/photo.jpg';
    expect(planImageLoad(config({ source }), { displayWidth: 400, dpr: 2 }, null)).toEqual({
      url: source,
      size: null,
    });
    expect(
      planImageLoad(config({ source }), { displayWidth: 4000, dpr: 2 }, { source, size: null }),
    ).toBeNull();
  });

  it('counts the DPR bounds, the size adjustment, the size format and save-data', () => {
    const bounded = config({ dprMax: 1, sizeFormat: 'filename' });
    expect(planImageLoad(bounded, { displayWidth: 400, dpr: 3 }, null)?.url).toBe(
      '/s/photo-500w.jpg',
    );
    expect(
      planImageLoad(config({ sizeAdjustment: 2 }), { displayWidth: 400, dpr: 1 }, null)?.size,
    ).toBe(1000);
    const saving = config({ allowSaveData: true });
    expect(planImageLoad(saving, { displayWidth: 400, dpr: 3, saveData: true }, null)?.size).toBe(
      500,
    );
  });

  it('upgrades a CDN source to https', () => {
    const cdn = config({ source: 'http://images.squarespace-cdn.com/a.jpg' });
    expect(planImageLoad(cdn, { displayWidth: 300, dpr: 1 }, null)?.url).toBe(
      'https://images.squarespace-cdn.com/a.jpg?format=300w',
    );
  });

  it('plans nothing without a source', () => {
    expect(planImageLoad(config({ source: '' }), { displayWidth: 300, dpr: 1 }, null)).toBeNull();
  });
});
