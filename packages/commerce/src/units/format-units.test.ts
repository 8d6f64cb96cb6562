import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDimensions, formatWeight } from './format-units';

const NNBSP = '\u202f';

describe('weights and dimensions (spec 000 §9: imperial gives lbs and inches, otherwise kg and cm)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes metric weights in kilograms, with French numbers', () => {
    expect(formatWeight(1.5, 'metric')).toBe(`1,5${NNBSP}kg`);
    expect(formatWeight(1234.567, 'METRIC')).toBe(`1${NNBSP}234,57${NNBSP}kg`);
  });

  it('writes imperial weights in pounds', () => {
    expect(formatWeight(2.5, 'imperial')).toBe(`2,5${NNBSP}lb`);
    expect(formatWeight(2.5, 'IMPERIAL')).toBe(`2,5${NNBSP}lb`);
  });

  it('uses kg and cm for any other or missing system', () => {
    expect(formatWeight(3, undefined)).toBe(`3${NNBSP}kg`);
    expect(formatDimensions({ length: 1, width: 2, height: 3 }, null)).toBe(
      `1${NNBSP}×${NNBSP}2${NNBSP}×${NNBSP}3${NNBSP}cm`,
    );
  });

  it('writes dimensions with the unit once: 30 × 20 × 10,5 cm, or inches (po) when imperial', () => {
    expect(formatDimensions({ length: 30, width: 20, height: 10.5 }, 'metric')).toBe(
      `30${NNBSP}×${NNBSP}20${NNBSP}×${NNBSP}10,5${NNBSP}cm`,
    );
    expect(formatDimensions({ length: 12, width: 8, height: 4 }, 'imperial')).toBe(
      `12${NNBSP}×${NNBSP}8${NNBSP}×${NNBSP}4${NNBSP}po`,
    );
  });

  it('formats in another locale when asked', () => {
    expect(formatWeight(1234.5, 'imperial', { locale: 'en-US' })).toBe('1,234.5 lb');
    expect(formatWeight(1.2345, 'metric', { maximumFractionDigits: 3 })).toBe(`1,235${NNBSP}kg`);
  });

  it('gives an empty text for invalid values, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(formatWeight(-1, 'metric')).toBe('');
    expect(formatWeight(Number.NaN, 'metric')).toBe('');
    expect(
      formatDimensions({ length: 1, width: Number.POSITIVE_INFINITY, height: 1 }, 'metric'),
    ).toBe('');
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
