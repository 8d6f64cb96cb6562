import { measurementUnits } from '@vitrine/core-data/constants';
import { warn } from '../shared/warn';

/** The sizes of a parcel or product, in the store's length unit. */
export interface Dimensions {
  readonly length: number;
  readonly width: number;
  readonly height: number;
}

export interface UnitFormatOptions {
  /** Defaults to fr-FR: '1,5 kg', '30 × 20 × 10 cm'. */
  readonly locale?: string;
  /** At most this many decimals; 2 by default. */
  readonly maximumFractionDigits?: number;
}

/** Intl unit identifiers of the core-data units (spec 000 §9: lbs and inches, or kg and cm). */
const INTL_UNIT = { lbs: 'pound', kg: 'kilogram', inches: 'inch', cm: 'centimeter' } as const;

/** Between two dimensions: a multiplication sign between narrow no-break spaces, as Intl spaces units in French. */
const TIMES = '\u202f×\u202f';

/**
 * Formats a weight in the store's measurement system (spec 000 §9): imperial gives pounds
 * ('2,5 lb'), anything else kilograms ('1,5 kg'), with the locale's numbers and unit symbols.
 * The value is already in that unit: nothing is converted. A value that is not a finite number
 * of 0 or more gives '' with a console warning.
 */
export function formatWeight(
  value: number,
  system: string | null | undefined,
  options: UnitFormatOptions = {},
): string {
  if (!isMeasure(value)) {
    warn(`Weight ${String(value)} is not a number of 0 or more.`);
    return '';
  }
  return unitFormat(INTL_UNIT[measurementUnits(system).weight], options).format(value);
}

/**
 * Formats length × width × height in the store's measurement system (spec 000 §9): imperial
 * gives inches ('12 × 8 × 4 po' in French), anything else centimetres ('30 × 20 × 10 cm'). The
 * unit is written once, after the last number. Invalid sizes give '' with a console warning.
 */
export function formatDimensions(
  { length, width, height }: Dimensions,
  system: string | null | undefined,
  options: UnitFormatOptions = {},
): string {
  if (![length, width, height].every(isMeasure)) {
    warn(`Dimensions ${[length, width, height].join(' × ')} are not numbers of 0 or more.`);
    return '';
  }
  const { locale = 'fr-FR', maximumFractionDigits = 2 } = options;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits });
  const last = unitFormat(INTL_UNIT[measurementUnits(system).dimension], options);
  return `${number.format(length)}${TIMES}${number.format(width)}${TIMES}${last.format(height)}`;
}

function unitFormat(
  unit: string,
  { locale = 'fr-FR', maximumFractionDigits = 2 }: UnitFormatOptions,
) {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits,
  });
}

function isMeasure(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}
