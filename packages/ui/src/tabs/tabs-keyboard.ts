/** What a key does on a focused tab of the menu block's tablist. */
export type TabsKeyAction =
  | { readonly type: 'focus'; readonly index: number }
  | { readonly type: 'select'; readonly index: number };

/**
 * The action of `key` on tab `index` of `count`, on the WAI-ARIA tabs pattern with manual
 * activation (spec 001 section 4, menu block): ArrowLeft and ArrowRight move focus and wrap
 * around, Home and End move it to the first and last tab, Enter and Space select the focused
 * tab. Undefined for any other key, which is then left to the browser.
 */
export function tabsKeyAction(
  key: string,
  index: number,
  count: number,
): TabsKeyAction | undefined {
  if (count <= 0 || index < 0 || index >= count) return undefined;
  switch (key) {
    case 'ArrowRight':
      return { type: 'focus', index: (index + 1) % count };
    case 'ArrowLeft':
      return { type: 'focus', index: (index - 1 + count) % count };
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: count - 1 };
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return { type: 'select', index };
    default:
      return undefined;
  }
}
