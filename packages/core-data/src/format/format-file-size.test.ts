import { describe, expect, it } from 'vitest';
import { FILE_SIZE_STEP, FILE_SIZE_UNITS, formatFileSize } from './format-file-size';

const NNBSP = '\u202F';

describe('formatFileSize (spec 000 section 9: 1024 steps from Bytes to YB)', () => {
  it('steps by 1024 through Bytes, KB, MB, GB, TB, PB, EB, ZB, YB', () => {
    expect(FILE_SIZE_STEP).toBe(1024);
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    FILE_SIZE_UNITS.forEach((unit, power) => {
      expect(formatFileSize(1024 ** power)).toBe(`1 ${unit}`);
    });
  });

  it('formats in French with at most 2 fraction digits', () => {
    expect(formatFileSize(1536)).toBe('1,5 KB');
    expect(formatFileSize(1024 * 1024 * 2.345)).toBe('2,35 MB');
    expect(formatFileSize(1000)).toBe(`1${NNBSP}000 Bytes`);
    expect(formatFileSize(1)).toBe('1 Bytes');
  });

  it('uses the given locale', () => {
    expect(formatFileSize(1536, 'en-US')).toBe('1.5 KB');
    expect(formatFileSize(1000, 'en-US')).toBe('1,000 Bytes');
  });

  it('moves up a unit when rounding reaches 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1023)).toBe(`1${NNBSP}023 Bytes`);
  });

  it('keeps sizes beyond YB in YB', () => {
    expect(formatFileSize(1024 ** 9)).toBe(`1${NNBSP}024 YB`);
  });

  it('gives 0 Bytes for zero, negative, NaN or infinite input', () => {
    for (const bytes of [
      0,
      -0,
      -1,
      -1024,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      Number.NEGATIVE_INFINITY,
    ]) {
      expect(formatFileSize(bytes)).toBe('0 Bytes');
    }
  });
});
