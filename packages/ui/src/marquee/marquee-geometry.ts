/** The wave path is never narrower than 50 px (spec 001 section 9). */
export const WAVE_PATH_MIN_WIDTH = 50;
/** The text's height is its font size times 1.35 (spec 001 section 9). */
export const TEXT_HEIGHT_FACTOR = 1.35;
/** Text sized to its container never goes below 0.75rem (spec 001 section 9). */
export const DYNAMIC_TEXT_MIN_FONT_REM = 0.75;
/** A font of 13 px or less is flagged as small (spec 001 section 9). */
export const SMALL_FONT_MAX_PX = 13;
/** The browsers' default root font size, when the page's cannot be read. */
export const DEFAULT_ROOT_FONT_PX = 16;

/** Whether a font size in CSS pixels gets the small-font flag (13 px or less). */
export function isSmallFont(fontSizePx: number): boolean {
  return Number.isFinite(fontSizePx) && fontSizePx <= SMALL_FONT_MAX_PX;
}

/** A dynamic text size in CSS pixels, raised to 0.75rem of the page's root font size. */
export function dynamicFontSize(fontSizePx: number, rootFontSizePx = DEFAULT_ROOT_FONT_PX): number {
  const root =
    Number.isFinite(rootFontSizePx) && rootFontSizePx > 0 ? rootFontSizePx : DEFAULT_ROOT_FONT_PX;
  const minimum = DYNAMIC_TEXT_MIN_FONT_REM * root;
  return Number.isFinite(fontSizePx) ? Math.max(fontSizePx, minimum) : minimum;
}

export interface MarqueeGeometryInput {
  /** Available width in CSS pixels. */
  readonly width: number;
  /** Font size of the moving text in CSS pixels. */
  readonly fontSize: number;
  /** Wave height: the peak-to-peak height is this many text heights (0 is a straight line). */
  readonly waveIntensity: number;
  /** Number of whole waves across the width (0 is a straight line). */
  readonly waveFrequency: number;
}

export interface MarqueeGeometry {
  /** Width of the wave path and of the drawing, at least 50 px. */
  readonly width: number;
  /** Height of the drawing: the text height (font size × 1.35) plus the wave's. */
  readonly height: number;
  /** Distance from the wave's axis to its crests. */
  readonly amplitude: number;
  /** The wave's axis, on which the text's baseline sits. */
  readonly baseline: number;
  /** SVG path data of the wave, from x = 0 to at least `width`. */
  readonly path: string;
}

/** Wave crests per path are capped so that absurd settings cannot build a huge path. */
const MAX_HALF_WAVES = 400;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The wave that the marquee text follows (spec 001 sections 3 and 9): a path of quadratic
 * half-waves (`Q` then `T`, whose crests reach exactly `amplitude`), at least 50 px wide, in a
 * drawing as tall as the text (font size × 1.35) plus the wave.
 */
export function marqueeGeometry({
  width,
  fontSize,
  waveIntensity,
  waveFrequency,
}: MarqueeGeometryInput): MarqueeGeometry {
  const pathWidth = Math.max(Number.isFinite(width) ? width : 0, WAVE_PATH_MIN_WIDTH);
  const size = Number.isFinite(fontSize) && fontSize > 0 ? fontSize : DEFAULT_ROOT_FONT_PX;
  const textHeight = size * TEXT_HEIGHT_FACTOR;
  const intensity = Number.isFinite(waveIntensity) && waveIntensity > 0 ? waveIntensity : 0;
  const frequency = Number.isFinite(waveFrequency) && waveFrequency > 0 ? waveFrequency : 0;
  const amplitude = frequency > 0 ? (intensity * textHeight) / 2 : 0;
  // The baseline leaves one font size above it for ascenders and 0.35 of it below for descenders.
  const baseline = round(amplitude + size);
  const height = round(2 * amplitude + textHeight);
  if (amplitude === 0) {
    return {
      width: pathWidth,
      height,
      amplitude,
      baseline,
      path: `M0 ${baseline} H${round(pathWidth)}`,
    };
  }
  const halfWave = pathWidth / (2 * frequency);
  const halfWaves = Math.min(Math.ceil(pathWidth / halfWave - 1e-9), MAX_HALF_WAVES);
  const segments = [
    `M0 ${baseline}`,
    `Q${round(halfWave / 2)} ${round(baseline - 2 * amplitude)} ${round(halfWave)} ${baseline}`,
  ];
  for (let index = 2; index <= halfWaves; index += 1) {
    segments.push(`T${round(halfWave * index)} ${baseline}`);
  }
  return {
    width: pathWidth,
    height,
    amplitude: round(amplitude),
    baseline,
    path: segments.join(' '),
  };
}
