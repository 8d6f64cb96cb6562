import { describe, expect, it } from 'vitest';
import { measurementUnits } from './measurement-units';

describe('measurementUnits (spec 000 section 9)', () => {
  it('gives lbs and inches for imperial', () => {
    expect(measurementUnits('imperial')).toEqual({ weight: 'lbs', dimension: 'inches' });
    expect(measurementUnits('IMPERIAL')).toEqual({ weight: 'lbs', dimension: 'inches' });
  });

  it('gives kg and cm otherwise', () => {
    for (const system of ['metric', 'METRIC', '', 'anything', null, undefined]) {
      expect(measurementUnits(system)).toEqual({ weight: 'kg', dimension: 'cm' });
    }
  });

  it('returns a fresh object each time', () => {
    const units = measurementUnits('imperial');
    units.weight = 'kg';
    expect(measurementUnits('imperial').weight).toBe('lbs');
  });
});
