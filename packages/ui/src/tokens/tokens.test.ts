import { readFileSync } from 'node:fs';
import { BREAKPOINTS as coreBreakpoints } from '@vitrine/core-data/constants';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../tokens';
import { TOKENS } from './tokens';

const css = readFileSync(new URL('../tokens.css', import.meta.url), 'utf8');

/** Custom properties of every rule of tokens.css, keyed by its selector path ('@media … > :root'). */
function parseCustomProperties(source: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  const stack: string[] = [];
  let buffer = '';
  for (const char of source.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      stack.push(buffer.trim());
      buffer = '';
    } else if (char === '}' || char === ';') {
      const [name, ...value] = buffer.split(':');
      if (name?.trim().startsWith('--')) {
        const path = stack.join(' > ');
        const declarations = rules.get(path) ?? new Map<string, string>();
        declarations.set(name.trim(), value.join(':').trim());
        rules.set(path, declarations);
      }
      buffer = '';
      if (char === '}') stack.pop();
    } else {
      buffer += char;
    }
  }
  return rules;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** What tokens.css must declare for a group of TOKENS, with units for the numeric groups. */
function expectedProperties(
  group: string,
  values: Readonly<Record<string | number, string | number>>,
  unit = '',
): Array<[string, string]> {
  return Object.entries(values).map(([name, value]) => [
    `--vitrine-${group}-${kebab(name)}`,
    typeof value === 'number' ? `${value}${unit}` : value,
  ]);
}

function themeProperties(theme: 'light' | 'dark'): Array<[string, string]> {
  return Object.entries(TOKENS.color[theme]).flatMap(([palette, roles]) =>
    expectedProperties(`color-${palette}`, roles),
  );
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    const [r, g, bl] = [n >> 16, (n >> 8) & 255, n & 255].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('design tokens (spec 001 §3)', () => {
  it('font sizes run from 9.75 to 28 px, strictly ascending', () => {
    const sizes = Object.values(TOKENS.fontSize);
    expect(sizes[0]).toBe(9.75);
    expect(sizes.at(-1)).toBe(28);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(sizes).toEqual([9.75, 11, 12, 13, 14, 16, 18, 20, 22, 24, 28]);
  });

  it('radii are 0, 4 and 8 px', () => {
    expect(Object.values(TOKENS.radius)).toEqual([0, 4, 8]);
  });

  it('durations are 0 to 600 ms in steps of 50 (13 values)', () => {
    const durations = Object.values(TOKENS.duration);
    expect(durations).toHaveLength(13);
    expect(durations).toEqual(Array.from({ length: 13 }, (_, index) => index * 50));
    for (const [name, value] of Object.entries(TOKENS.duration)) expect(Number(name)).toBe(value);
  });

  it('spacing is on a 4 px grid, named by its size', () => {
    for (const [name, value] of Object.entries(TOKENS.space)) {
      expect(Number(name)).toBe(value);
      expect(value === 2 || value % 4 === 0).toBe(true);
    }
  });

  it('has the neutral, accent, success and danger palettes in a light and a dark theme', () => {
    expect(Object.keys(TOKENS.color)).toEqual(['light', 'dark']);
    for (const theme of [TOKENS.color.light, TOKENS.color.dark]) {
      expect(Object.keys(theme)).toEqual(['neutral', 'accent', 'success', 'danger']);
    }
    expect(Object.keys(TOKENS.color.dark.accent)).toEqual(Object.keys(TOKENS.color.light.accent));
    expect(Object.keys(TOKENS.color.dark.neutral)).toEqual(Object.keys(TOKENS.color.light.neutral));
  });

  it.each(['light', 'dark'] as const)(
    '%s theme text passes WCAG AA (4.5:1) on its backgrounds',
    (name) => {
      const { neutral, ...palettes } = TOKENS.color[name];
      for (const background of [neutral.bg, neutral.surface]) {
        expect(contrast(neutral.text, background)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(neutral.textMuted, background)).toBeGreaterThanOrEqual(4.5);
        // Non-text contrast (WCAG 1.4.11) for borders of controls.
        expect(contrast(neutral.border, background)).toBeGreaterThanOrEqual(3);
      }
      for (const palette of Object.values(palettes)) {
        for (const background of [neutral.bg, neutral.surface, palette.subtle]) {
          expect(contrast(palette.text, background)).toBeGreaterThanOrEqual(4.5);
        }
        expect(contrast(neutral.text, palette.subtle)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(palette.onSolid, palette.solid)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('re-exports the breakpoints of @vitrine/core-data/constants (not a copy)', () => {
    expect(BREAKPOINTS).toBe(coreBreakpoints);
  });
});

describe('tokens.css agrees with TOKENS', () => {
  const rules = parseCustomProperties(css);

  it('declares every token on :root with the light theme', () => {
    const expected = [
      ...expectedProperties('font-size', TOKENS.fontSize, 'px'),
      ...themeProperties('light'),
      ...expectedProperties('space', TOKENS.space, 'px'),
      ...expectedProperties('radius', TOKENS.radius, 'px'),
      ...expectedProperties('duration', TOKENS.duration, 'ms'),
      ...expectedProperties('shadow', TOKENS.shadow),
      ...expectedProperties('easing', TOKENS.easing),
    ];
    expect([...(rules.get(':root') ?? [])].sort()).toEqual(expected.sort());
  });

  it('declares the dark theme colours on [data-theme="dark"]', () => {
    expect([...(rules.get('[data-theme="dark"]') ?? [])].sort()).toEqual(
      themeProperties('dark').sort(),
    );
  });

  it('sets every duration to 0 ms under prefers-reduced-motion', () => {
    const reduced = rules.get('@media (prefers-reduced-motion: reduce) > :root');
    expect([...(reduced ?? [])].sort()).toEqual(
      Object.keys(TOKENS.duration)
        .map((name): [string, string] => [`--vitrine-duration-${name}`, '0ms'])
        .sort(),
    );
  });

  it('has no other rules', () => {
    expect([...rules.keys()]).toEqual([
      ':root',
      '[data-theme="dark"]',
      '@media (prefers-reduced-motion: reduce) > :root',
    ]);
  });
});
