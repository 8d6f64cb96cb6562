import { describe, expect, it } from 'vitest';
import {
  decodeBlockJson,
  defineRegistry,
  loaderFor,
  resolveBlockModule,
  resolveFeatureModule,
} from './block-registry';
import { featuresToLoad } from './features-to-load';
import type { DecodeResult } from './registry-types';

const decodeTitle = (input: unknown): DecodeResult<{ title: string }> =>
  typeof input === 'object' &&
  input !== null &&
  typeof (input as { title?: unknown }).title === 'string'
    ? { ok: true, value: { title: (input as { title: string }).title } }
    : { ok: false, error: { message: 'title must be a string' } };

const Component = () => null;

describe('block registry (spec 000 §1 block kinds)', () => {
  it('finds the loader of a registered kind, and none for unknown or inherited names', () => {
    const gallery = async () => ({ decode: decodeTitle, Component });
    const registry = defineRegistry({ blocks: { gallery } });
    expect(loaderFor(registry, 'gallery')).toBe(gallery);
    expect(loaderFor(registry, 'image')).toBeUndefined();
    expect(loaderFor(registry, 'toString')).toBeUndefined();
  });

  it('resolves a module or its default export, and throws a TypeError on anything else', () => {
    const module = { decode: decodeTitle, Component };
    expect(resolveBlockModule(module, 'gallery')).toBe(module);
    expect(resolveBlockModule({ default: module }, 'gallery')).toBe(module);
    expect(() => resolveBlockModule({ default: {} }, 'gallery')).toThrow(TypeError);
    expect(() => resolveBlockModule(null, 'gallery')).toThrow('block kind "gallery"');
    const feature = { start: () => {} };
    expect(resolveFeatureModule({ default: feature }, 'cart')).toBe(feature);
    expect(() => resolveFeatureModule({}, 'cart')).toThrow(TypeError);
  });
});

describe('decodeBlockJson', () => {
  it('decodes valid JSON with the block decoder', () => {
    expect(decodeBlockJson('{"title":"Été"}', decodeTitle)).toEqual({
      ok: true,
      value: { title: 'Été' },
    });
  });

  it('answers an error value for corrupted JSON, an empty attribute, a refusing or throwing decoder', () => {
    const corrupted = decodeBlockJson('{"title":', decodeTitle);
    expect(corrupted.ok).toBe(false);
    expect(!corrupted.ok && corrupted.error.message).toMatch(/not valid JSON/);
    expect(decodeBlockJson(null, decodeTitle)).toEqual({
      ok: false,
      error: { message: 'data-block-json is empty' },
    });
    expect(decodeBlockJson('{"title":3}', decodeTitle)).toEqual({
      ok: false,
      error: { message: 'title must be a string' },
    });
    const throwing = decodeBlockJson('{}', () => {
      throw new Error('bad');
    });
    expect(throwing).toEqual({ ok: false, error: { message: 'the block decoder threw: bad' } });
  });
});

describe('featuresToLoad (spec 000 §1-2: cart 200, reviews request 209)', () => {
  const none = { cart: false, requested: [] };
  it('loads the cart on the cart page (200) and product reviews on the reviews-request page (209)', () => {
    expect(featuresToLoad(200, none)).toEqual(['cart']);
    expect(featuresToLoad(209, none)).toEqual(['product-reviews']);
    expect(featuresToLoad(2, none)).toEqual([]);
  });

  it('loads features the markup asks for, each once, ignoring unknown names', () => {
    expect(
      featuresToLoad(200, {
        cart: true,
        requested: ['share-button', 'search-preview', 'cart', 'other'],
      }),
    ).toEqual(['cart', 'share-button', 'search-preview']);
  });
  it('names the on-demand features as spec 000 §1 does: cart, product-reviews, share-button, search-preview', () => {
    expect(
      featuresToLoad(undefined, {
        cart: false,
        requested: ['search-preview', 'share-button', 'product-reviews', 'cart', 'share-buttons'],
      }),
    ).toEqual(['cart', 'product-reviews', 'share-button', 'search-preview']);
  });
});
