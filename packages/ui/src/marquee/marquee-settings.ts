/** Which way the text moves. */
export type MarqueeDirection = 'left' | 'right';

/** The marquee props of spec 001 section 3, with their ranges. */
export interface MarqueeSettings {
  /** Whole waves across the width, 0 to 10 (0 is a straight line). Default 1. */
  readonly waveFrequency: number;
  /** Peak-to-peak wave height in text heights, 0 to 2 (0 is a straight line). Default 0.5. */
  readonly waveIntensity: number;
  /** Which way the text moves. Default left. */
  readonly animationDirection: MarqueeDirection;
  /** Speed as a multiple of 60 px per second along the wave, 0 to 10 (0 stands still). Default 1. */
  readonly animationSpeed: number;
  /** Whether the text stops while the pointer is over it. Default false. */
  readonly pausedOnHover: boolean;
}

export const MARQUEE_DEFAULTS: MarqueeSettings = {
  waveFrequency: 1,
  waveIntensity: 0.5,
  animationDirection: 'left',
  animationSpeed: 1,
  pausedOnHover: false,
};

/** Pixels per second along the wave at animationSpeed 1. */
export const MARQUEE_BASE_SPEED_PX_PER_S = 60;

const RANGES = {
  waveFrequency: [0, 10],
  waveIntensity: [0, 2],
  animationSpeed: [0, 10],
} as const;

export interface CheckedMarqueeSettings {
  readonly settings: MarqueeSettings;
  /** One line per setting that was replaced by its default or clamped into its range. */
  readonly warnings: readonly string[];
}

/**
 * The marquee settings to use from block data: defaults for missing values, defaults with a
 * warning for values of the wrong type, and numbers clamped into their ranges with a warning.
 */
export function checkMarqueeSettings(
  input: Partial<Record<keyof MarqueeSettings, unknown>>,
): CheckedMarqueeSettings {
  const warnings: string[] = [];
  const numberSetting = (name: keyof typeof RANGES): number => {
    const value = input[name];
    const fallback = MARQUEE_DEFAULTS[name];
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      warnings.push(`${name} must be a number; using ${fallback}`);
      return fallback;
    }
    const [min, max] = RANGES[name];
    if (value < min || value > max) {
      const clamped = Math.min(Math.max(value, min), max);
      warnings.push(`${name} must be between ${min} and ${max}; using ${clamped}`);
      return clamped;
    }
    return value;
  };
  let animationDirection = MARQUEE_DEFAULTS.animationDirection;
  if (input.animationDirection === 'left' || input.animationDirection === 'right') {
    animationDirection = input.animationDirection;
  } else if (input.animationDirection !== undefined) {
    warnings.push('animationDirection must be "left" or "right"; using "left"');
  }
  let pausedOnHover = MARQUEE_DEFAULTS.pausedOnHover;
  if (typeof input.pausedOnHover === 'boolean') pausedOnHover = input.pausedOnHover;
  else if (input.pausedOnHover !== undefined)
    warnings.push('pausedOnHover must be a boolean; using false');
  return {
    settings: {
      waveFrequency: numberSetting('waveFrequency'),
      waveIntensity: numberSetting('waveIntensity'),
      animationDirection,
      animationSpeed: numberSetting('animationSpeed'),
      pausedOnHover,
    },
    warnings,
  };
}
