import { describe, expect, it } from 'vitest';
import { isValidUsZip } from './is-valid-us-zip';

describe('isValidUsZip (spec 000 section 5: exactly 5 digits)', () => {
  it('accepts exactly 5 digits', () => {
    expect(isValidUsZip('10001')).toBe(true);
    expect(isValidUsZip('00501')).toBe(true);
  });

  it('rejects anything else', () => {
    for (const zip of [
      '',
      '1234',
      '123456',
      '12345-6789',
      ' 12345',
      '12345 ',
      '1234a',
      '١٢٣٤٥',
      '１２３４５',
    ]) {
      expect(isValidUsZip(zip), zip).toBe(false);
    }
    expect(isValidUsZip(12345 as unknown as string)).toBe(false);
  });
});
