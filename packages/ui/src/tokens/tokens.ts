/**
 * Vitrine design tokens (spec 001 §3 "Design tokens"): the same values as the custom properties
 * of `@vitrine/ui/tokens.css` (`--vitrine-…`), for code that needs numbers. Lengths are CSS
 * pixels, durations milliseconds. A unit test parses tokens.css and checks that both agree.
 */
export const TOKENS = {
  /** Font sizes 9.75 to 28 px (spec 001 §3): `--vitrine-font-size-<name>`. */
  fontSize: {
    '2xs': 9.75,
    xs: 11,
    sm: 12,
    md: 13,
    base: 14,
    lg: 16,
    xl: 18,
    '2xl': 20,
    '3xl': 22,
    '4xl': 24,
    '5xl': 28,
  },
  /**
   * Colour palettes by theme: `:root` holds `light`, `[data-theme="dark"]` holds `dark`
   * (`--vitrine-color-<palette>-<role>`). Every text role reaches WCAG AA (4.5:1) on the
   * backgrounds it is meant for; borders reach 3:1.
   */
  color: {
    light: {
      neutral: {
        bg: '#ffffff',
        surface: '#f4f4f5',
        border: '#8a8a93',
        text: '#18181b',
        textMuted: '#52525b',
        overlay: 'rgb(0 0 0 / 0.5)',
      },
      accent: { solid: '#1d4ed8', onSolid: '#ffffff', text: '#1d4ed8', subtle: '#eff6ff' },
      success: { solid: '#15803d', onSolid: '#ffffff', text: '#166534', subtle: '#f0fdf4' },
      danger: { solid: '#b91c1c', onSolid: '#ffffff', text: '#b91c1c', subtle: '#fef2f2' },
    },
    dark: {
      neutral: {
        bg: '#18181b',
        surface: '#27272a',
        border: '#7c7c85',
        text: '#fafafa',
        textMuted: '#a1a1aa',
        overlay: 'rgb(0 0 0 / 0.7)',
      },
      accent: { solid: '#60a5fa', onSolid: '#0b1220', text: '#93c5fd', subtle: '#172554' },
      success: { solid: '#4ade80', onSolid: '#052e16', text: '#86efac', subtle: '#052e16' },
      danger: { solid: '#f87171', onSolid: '#1f0505', text: '#fca5a5', subtle: '#450a0a' },
    },
  },
  /** Spacing on a 4 px grid, named by its size in px: `--vitrine-space-<px>`. */
  space: {
    0: 0,
    2: 2,
    4: 4,
    8: 8,
    12: 12,
    16: 16,
    20: 20,
    24: 24,
    32: 32,
    40: 40,
    48: 48,
  },
  /** Radii 0, 4 and 8 px (spec 001 §3): `--vitrine-radius-<name>`. */
  radius: { none: 0, sm: 4, md: 8 },
  /** Durations 0 to 600 ms in steps of 50 (spec 001 §3): `--vitrine-duration-<ms>`. */
  duration: {
    0: 0,
    50: 50,
    100: 100,
    150: 150,
    200: 200,
    250: 250,
    300: 300,
    350: 350,
    400: 400,
    450: 450,
    500: 500,
    550: 550,
    600: 600,
  },
  /** Elevation shadows: `--vitrine-shadow-<name>`. */
  shadow: {
    sm: '0 1px 2px rgb(0 0 0 / 0.12)',
    md: '0 4px 12px rgb(0 0 0 / 0.16)',
    lg: '0 12px 32px rgb(0 0 0 / 0.24)',
  },
  /** Easing curves: `--vitrine-easing-<name>`. */
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    enter: 'cubic-bezier(0, 0, 0.2, 1)',
    exit: 'cubic-bezier(0.4, 0, 1, 1)',
    linear: 'linear',
  },
} as const;

export type Tokens = typeof TOKENS;
export type FontSizeToken = keyof Tokens['fontSize'];
export type ColorTheme = keyof Tokens['color'];
export type ColorPalette = keyof Tokens['color']['light'];
export type SpaceToken = keyof Tokens['space'];
export type RadiusToken = keyof Tokens['radius'];
export type DurationToken = keyof Tokens['duration'];
export type ShadowToken = keyof Tokens['shadow'];
export type EasingToken = keyof Tokens['easing'];
