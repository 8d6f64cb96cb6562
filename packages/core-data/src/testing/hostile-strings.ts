// The hostile strings every property suite of the repository mixes into its inputs: markup that
// would run if injected, `javascript:` links, prototype keys, empty and blank text, controls,
// lone surrogates, direction overrides, very long text and numeric text that parsers misread.
// Test support only: no build entry reaches this file and it imports nothing, so the property
// suites of core-data import it by relative path and the other packages' suites by the
// workspace path `../../../core-data/src/testing/hostile-strings` (see the README, "Testing").

/** Hostile text shared by the property suites; each suite adds the near misses of its own format. */
export const HOSTILE_STRINGS: readonly string[] = [
  // Markup and script (spec 000 and 001: text from visitors and owners is never markup).
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  // Keys that reach Object.prototype when read as data.
  '__proto__',
  'constructor',
  'prototype',
  // Empty, blank and control text.
  '',
  ' ',
  '\u0000',
  '\u007f',
  // Lone surrogates (URI encoding throws on them) and a right-to-left override.
  '\ud800',
  '\udfff',
  '\u202e',
  // Numeric text that is not a plain number.
  '1e400',
  'NaN',
  'Infinity',
  '-0',
  // Very long text.
  'x'.repeat(5_000),
];
