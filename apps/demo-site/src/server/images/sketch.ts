import type { ImagePalette } from '../../content/images';
import { parseHexColor } from './palette-color';
import { createSeededRandom, type SeededRandom } from './seeded-random';

/** Width of every drawing's coordinate space; the height follows the original's ratio. */
export const SKETCH_WIDTH = 1000;

export type Point = readonly [x: number, y: number];
/** A gradient stop: offset (0–1), colour, opacity (default 1). */
export type GradientStop = readonly [offset: number, color: string, opacity?: number];

/**
 * What a scene draws with: the coordinate space (1000 wide), the image's palette, a random
 * source seeded by the image id, and gradient definitions collected for the `<defs>`.
 */
export interface Sketch {
  readonly width: number;
  readonly height: number;
  readonly palette: ImagePalette;
  readonly random: SeededRandom;
  /** A vertical gradient (top to bottom) unless a direction is given; returns `url(#…)`. */
  linear(
    stops: readonly GradientStop[],
    direction?: Partial<Record<'x1' | 'y1' | 'x2' | 'y2', number>>,
  ): string;
  /** A radial gradient in the shape's box (centre and radius as fractions); returns `url(#…)`. */
  radial(
    stops: readonly GradientStop[],
    at?: Partial<Record<'cx' | 'cy' | 'r' | 'fx' | 'fy', number>>,
  ): string;
  /** Adds a `<clipPath>` holding the given shapes; returns `url(#…)`. */
  clip(shapes: string): string;
  /** The `<defs>` body collected so far. */
  definitions(): string;
}

/** A number as SVG wants it: at most two decimals. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Any colour string as `#rrggbb`: nothing from the palette reaches the SVG unchecked. */
export function safeColor(color: string): string {
  return `#${parseHexColor(color)
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}`;
}

export function createSketch(seed: string, aspect: number, palette: ImagePalette): Sketch {
  const definitions: string[] = [];
  const stopTags = (stops: readonly GradientStop[]) =>
    stops
      .map(
        ([offset, color, opacity = 1]) =>
          `<stop offset="${num(offset)}" stop-color="${safeColor(color)}" stop-opacity="${num(opacity)}"/>`,
      )
      .join('');
  const add = (body: (id: string) => string) => {
    const id = `d${definitions.length}`;
    definitions.push(body(id));
    return `url(#${id})`;
  };
  const attributes = (values: Record<string, number | undefined>) =>
    Object.entries(values)
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(([name, value]) => `${name}="${num(value)}"`)
      .join(' ');
  return {
    width: SKETCH_WIDTH,
    height: Math.round(SKETCH_WIDTH / aspect),
    palette,
    random: createSeededRandom(seed),
    linear: (stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
      add(
        (id) =>
          `<linearGradient id="${id}" ${attributes({ x1, y1, x2, y2 })}>${stopTags(stops)}</linearGradient>`,
      ),
    radial: (stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) =>
      add(
        (id) =>
          `<radialGradient id="${id}" ${attributes({ cx, cy, r, fx, fy })}>${stopTags(stops)}</radialGradient>`,
      ),
    clip: (shapes) => add((id) => `<clipPath id="${id}">${shapes}</clipPath>`),
    definitions: () => definitions.join(''),
  };
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly Point[], tension = 0.5): string {
  const [first] = points;
  if (!first) return '';
  let path = `M${num(first[0])} ${num(first[1])}`;
  for (let index = 0; index < points.length - 1; index += 1) {
    const previous = points[index - 1] ?? points[index] ?? first;
    const from = points[index] ?? first;
    const to = points[index + 1] ?? from;
    const next = points[index + 2] ?? to;
    const k = tension / 3;
    path +=
      ` C${num(from[0] + (to[0] - previous[0]) * k)} ${num(from[1] + (to[1] - previous[1]) * k)}` +
      ` ${num(to[0] - (next[0] - from[0]) * k)} ${num(to[1] - (next[1] - from[1]) * k)}` +
      ` ${num(to[0])} ${num(to[1])}`;
  }
  return path;
}

/** Straight segments through the points. */
export function polyline(points: readonly Point[]): string {
  return points.map(([x, y], index) => `${index ? 'L' : 'M'}${num(x)} ${num(y)}`).join(' ');
}

/**
 * A wavy skyline across the whole width around `baseY`: the sum of two sine waves with random
 * phases plus a little jitter, `amplitude` high.
 */
export function ridgePoints(sketch: Sketch, baseY: number, amplitude: number, waves = 2): Point[] {
  const { random, width } = sketch;
  const phaseA = random.between(0, Math.PI * 2);
  const phaseB = random.between(0, Math.PI * 2);
  const frequencyA = (random.between(0.6, 1.2) * waves * Math.PI * 2) / width;
  const frequencyB = frequencyA * random.between(2.1, 3.3);
  const points: Point[] = [];
  const count = 16;
  for (let index = 0; index <= count; index += 1) {
    const x = -40 + ((width + 80) * index) / count;
    const wave =
      Math.sin(x * frequencyA + phaseA) * 0.65 + Math.sin(x * frequencyB + phaseB) * 0.25;
    points.push([x, baseY - amplitude * (wave + random.between(-0.1, 0.1))]);
  }
  return points;
}

/** The area under a curve through the points, closed along the bottom of the picture. */
export function areaBelow(sketch: Sketch, points: readonly Point[], smooth = true): string {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  const bottom = sketch.height + 10;
  return `${smooth ? smoothPath(points) : polyline(points)} L${num(last[0])} ${num(bottom)} L${num(first[0])} ${num(bottom)} Z`;
}

/** A shape's outline from a profile of (height fraction, half-width fraction) pairs. */
export function latheOutline(
  centerX: number,
  baseY: number,
  height: number,
  halfWidth: number,
  profile: readonly Point[],
): string {
  const left = profile.map(([t, r]): Point => [centerX - r * halfWidth, baseY - t * height]);
  const right = [...profile]
    .reverse()
    .map(([t, r]): Point => [centerX + r * halfWidth, baseY - t * height]);
  return `${smoothPath([...left, ...right], 0.35)} Z`;
}
