import { describe, expect, it } from 'vitest';
import {
  CONCURRENT_IMAGE_LOADS,
  DEFAULT_FOCAL_POINT,
  IMAGE_MESSAGES,
  LAZY_LOAD_MARGIN_PX,
  MOBILE_LOAD_QUERY,
  NARROW_IMAGE_BELOW_PX,
} from './image-constants';

describe('image constants (spec 001 §3, §5, §8, §9)', () => {
  it('lazy-load margin 200 px; 16 concurrent loads on desktop, 1 on mobile; narrow under 415 px', () => {
    expect(LAZY_LOAD_MARGIN_PX).toBe(200);
    expect(CONCURRENT_IMAGE_LOADS).toEqual({ desktop: 16, mobile: 1 });
    expect(NARROW_IMAGE_BELOW_PX).toBe(415);
    expect(DEFAULT_FOCAL_POINT).toEqual({ x: 0.5, y: 0.5 });
  });

  it('counts as mobile up to the editor mobile 432 px, or with a coarse pointer up to the phone 926 px', () => {
    expect(MOBILE_LOAD_QUERY).toBe('(max-width: 432px), (pointer: coarse) and (max-width: 926px)');
  });

  it('words the warnings and errors as spec 001 §5 and §8 do', () => {
    expect(IMAGE_MESSAGES.invalidSource).toBe('Invalid or missing image source.');
    expect(IMAGE_MESSAGES.invalidElement).toBe('Element is not a valid image element.');
    expect(IMAGE_MESSAGES.missingFitAlignment).toBe('Missing alignment for "content-fit" image.');
    expect(IMAGE_MESSAGES.noImage).toBe('No image');
    expect(IMAGE_MESSAGES.noImages).toBe('No images');
    expect(IMAGE_MESSAGES.noRootNode).toBe('No root node');
    expect(IMAGE_MESSAGES.invalidNode('gallery')).toBe('gallery is not a valid node.');
    expect(IMAGE_MESSAGES.notLoaded('/s/a.jpg?format=750w')).toBe(
      '/s/a.jpg?format=750w not loaded',
    );
  });
});
