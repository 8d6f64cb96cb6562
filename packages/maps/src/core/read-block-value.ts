import type { MapStyle } from '@vitrine/core-data/enums';
import { isMapStyle, MAP_STYLE_NAMES } from './map-styles';

/** Where readers report a value they had to replace with its default. */
export type WarnFn = (message: string) => void;

/** Whether `value` is a plain object (block JSON objects are). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a finite number in [min, max]; numeric strings ("40.72") are accepted, as block JSON
 * written by older editors holds them. Absent (undefined, null, '') gives the fallback quietly;
 * anything else out of place gives the fallback with a warning.
 */
export function readNumber(
  value: unknown,
  name: string,
  range: { readonly min: number; readonly max: number },
  fallback: number,
  warn: WarnFn,
): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.trim())
        : Number.NaN;
  if (Number.isFinite(number) && number >= range.min && number <= range.max) return number;
  warn(
    `Map block: ${name} must be a number from ${range.min} to ${range.max}; got ${describe(value)}, using ${fallback}.`,
  );
  return fallback;
}

/** Reads a boolean; 'true' and 'false' strings are accepted. Absent gives the fallback quietly. */
export function readBoolean(
  value: unknown,
  name: string,
  fallback: boolean,
  warn: WarnFn,
): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  warn(`Map block: ${name} must be a boolean; got ${describe(value)}, using ${fallback}.`);
  return fallback;
}

/** Reads a text, trimmed; numbers are written out. Absent gives ''. */
export function readText(value: unknown, name: string, warn: WarnFn): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  warn(`Map block: ${name} must be a text; got ${describe(value)}, left empty.`);
  return '';
}

/** 'Minimal-Dark', 'minimal_dark', 'MINIMAL_DARK' and 'MinimalDark' all read the same. */
const normaliseName = (name: string) => name.replace(/[\s_-]/g, '').toLowerCase();

let styleByName: Map<string, MapStyle> | undefined;
/** Style numbers by normalised name, built on first use. */
function styleNamed(name: string): MapStyle | undefined {
  styleByName ??= new Map(
    Object.entries(MAP_STYLE_NAMES).map(([style, name]) => [
      normaliseName(name),
      Number(style) as MapStyle,
    ]),
  );
  return styleByName.get(normaliseName(name));
}

/**
 * Reads a map style: its number (1 to 6, or the same as a string) or its name as the spec
 * writes it (Original, Grayscale, Satellite, MinimalLight, MinimalDark, MinimalBlue, in any
 * case, with or without separators). Anything else gives the fallback with a warning.
 */
export function readMapStyle(value: unknown, fallback: MapStyle, warn: WarnFn): MapStyle {
  if (value === undefined || value === null || value === '') return fallback;
  if (isMapStyle(value)) return value;
  if (typeof value === 'string') {
    const number = Number(value);
    if (isMapStyle(number)) return number;
    const named = styleNamed(value);
    if (named !== undefined) return named;
  }
  warn(
    `Map block: style must be 1 to 6 or a style name; got ${describe(value)}, using ${fallback} (${MAP_STYLE_NAMES[fallback]}).`,
  );
  return fallback;
}

/** A short, safe description of a bad value for a warning. */
function describe(value: unknown): string {
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : typeof value;
}
