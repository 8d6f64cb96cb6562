/**
 * Where focus goes from header `index` of `count` on `key` (WAI-ARIA accordion pattern,
 * optional keys): ArrowDown and ArrowUp move to the next and previous header and wrap around,
 * Home and End to the first and last. Undefined for any other key: Enter and Space are left
 * to the native button.
 */
export function accordionHeaderKeyTarget(
  key: string,
  index: number,
  count: number,
): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
