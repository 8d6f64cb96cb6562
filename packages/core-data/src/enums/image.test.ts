import { describe, expect, it } from 'vitest';
import { FitAlignment, ImageCropMode, ImageSizeFormat } from './image';

describe('image loading enumerations (spec 001 §3 "Image loading configuration")', () => {
  it('crop modes are none, cover and contain', () => {
    expect(Object.entries(ImageCropMode)).toEqual([
      ['NONE', 'none'],
      ['COVER', 'cover'],
      ['CONTAIN', 'contain'],
    ]);
    expect(ImageCropMode.keyOf('cover')).toBe('COVER');
  });

  it('size formats are queryString and filename', () => {
    expect(Object.entries(ImageSizeFormat)).toEqual([
      ['QUERY_STRING', 'queryString'],
      ['FILENAME', 'filename'],
    ]);
    expect(ImageSizeFormat.keyOf('queryString')).toBe('QUERY_STRING');
  });

  it('fit alignments are top, left, center, right and bottom', () => {
    expect(Object.entries(FitAlignment)).toEqual([
      ['TOP', 'top'],
      ['LEFT', 'left'],
      ['CENTER', 'center'],
      ['RIGHT', 'right'],
      ['BOTTOM', 'bottom'],
    ]);
    expect(FitAlignment.keyOf('bottom')).toBe('BOTTOM');
  });
});
