/** Colour arithmetic on `#rrggbb` strings, for shading a palette in the drawings. */

type Rgb = readonly [number, number, number];

const HEX_COLOR = /^#([0-9a-f]{6})$/i;

/** The channels of `#rrggbb`; mid grey for anything else, so a bad palette still draws. */
export function parseHexColor(color: string): Rgb {
  const match = HEX_COLOR.exec(color.trim());
  if (!match?.[1]) return [128, 128, 128];
  const value = Number.parseInt(match[1], 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: Rgb): string {
  const channel = (value: number) =>
    Math.round(Math.min(Math.max(value, 0), 255))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(red)}${channel(green)}${channel(blue)}`;
}

/** `from` moved towards `to` by `amount` (0: `from`, 1: `to`). */
export function mixColors(from: string, to: string, amount: number): string {
  const a = parseHexColor(from);
  const b = parseHexColor(to);
  const t = Math.min(Math.max(amount, 0), 1);
  return toHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

/** Lighter towards white (positive amount) or darker towards black (negative amount). */
export function shadeColor(color: string, amount: number): string {
  return amount >= 0 ? mixColors(color, '#ffffff', amount) : mixColors(color, '#000000', -amount);
}
