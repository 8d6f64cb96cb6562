// Unescaped braces open an ICU argument; an apostrophe before one of these characters (or a
// second apostrophe) is an ICU escape. A compiled literal is returned as is, so it has neither.
const ICU_SYNTAX = /[{}]|'['{}<>]/;

/**
 * Tells whether a plain-string message still holds ICU syntax, which means it was never
 * compiled: `compileMessages` keeps a string only when it is its own literal text.
 */
export function needsCompilation(message: string): boolean {
  return ICU_SYNTAX.test(message);
}
