import { describe, expect, it } from 'vitest';
import { checkMarqueeSettings, MARQUEE_DEFAULTS } from './marquee-settings';

describe('checkMarqueeSettings (spec 001 §3, marquee props)', () => {
  it('uses the defaults for missing settings', () => {
    expect(checkMarqueeSettings({})).toEqual({ settings: MARQUEE_DEFAULTS, warnings: [] });
    expect(MARQUEE_DEFAULTS).toEqual({
      waveFrequency: 1,
      waveIntensity: 0.5,
      animationDirection: 'left',
      animationSpeed: 1,
      pausedOnHover: false,
    });
  });

  it('keeps valid settings', () => {
    const input = {
      waveFrequency: 3,
      waveIntensity: 2,
      animationDirection: 'right' as const,
      animationSpeed: 0,
      pausedOnHover: true,
    };
    expect(checkMarqueeSettings(input)).toEqual({ settings: input, warnings: [] });
  });

  it('clamps numbers into their ranges, with a warning', () => {
    const { settings, warnings } = checkMarqueeSettings({
      waveFrequency: 50,
      waveIntensity: -1,
      animationSpeed: 11,
    });
    expect(settings.waveFrequency).toBe(10);
    expect(settings.waveIntensity).toBe(0);
    expect(settings.animationSpeed).toBe(10);
    expect(warnings).toEqual([
      'waveFrequency must be between 0 and 10; using 10',
      'waveIntensity must be between 0 and 2; using 0',
      'animationSpeed must be between 0 and 10; using 10',
    ]);
  });

  it('replaces values of the wrong type by their defaults, with a warning', () => {
    const { settings, warnings } = checkMarqueeSettings({
      waveFrequency: '3',
      animationSpeed: Number.NaN,
      animationDirection: 'up',
      pausedOnHover: 'yes',
    });
    expect(settings).toEqual(MARQUEE_DEFAULTS);
    expect(warnings).toHaveLength(4);
  });
});
