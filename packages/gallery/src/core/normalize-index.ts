/**
 * Normalises a slide index (spec 001 §4): negative values wrap from the end, values beyond
 * the end wrap to the start. An empty gallery or a non-finite index gives 0.
 */
export function normalizeIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}
