/** The global marker of the page script, spec 000 §4 "Page runtime" (a second run warns). */
export const SCRIPT_RUN_MARKER = Symbol.for('@vitrine/runtime/script-run');

export const SECOND_RUN_WARNING =
  '[vitrine/runtime] the page script ran a second time on this page; the second run is ignored.';

/**
 * Marks the page script as run on `target` (normally `globalThis`). Returns true on the first
 * run; on any later run warns once per call and returns false, so the caller stops there.
 */
export function markScriptRun(
  target: object = globalThis,
  warn: (message: string) => void = console.warn,
): boolean {
  const holder = target as Record<symbol, unknown>;
  if (holder[SCRIPT_RUN_MARKER] === true) {
    warn(SECOND_RUN_WARNING);
    return false;
  }
  holder[SCRIPT_RUN_MARKER] = true;
  return true;
}
