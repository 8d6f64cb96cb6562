/** Units of weight and dimension for a store's measurement system. */
export interface MeasurementUnits {
  weight: 'lbs' | 'kg';
  dimension: 'inches' | 'cm';
}

const IMPERIAL: MeasurementUnits = { weight: 'lbs', dimension: 'inches' };
const METRIC: MeasurementUnits = { weight: 'kg', dimension: 'cm' };

/**
 * Units for a measurement system (spec 000 section 9): imperial gives lbs and inches, anything
 * else kg and cm. The system name is compared case-insensitively ('IMPERIAL' or 'imperial').
 */
export function measurementUnits(system: string | null | undefined): MeasurementUnits {
  return typeof system === 'string' && system.toLowerCase() === 'imperial'
    ? { ...IMPERIAL }
    : { ...METRIC };
}
