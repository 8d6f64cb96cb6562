/** What the selection rules need of a tab: its key. */
export interface TabKeyed {
  readonly key: string;
}

/**
 * The selected key among `keys`: `wanted` when it is one of them, else the first tab, which
 * the spec selects by default (spec 001 section 4, menu block). Undefined without tabs.
 */
export function resolveSelectedKey(
  keys: readonly string[],
  wanted: string | null | undefined,
): string | undefined {
  if (wanted != null && keys.includes(wanted)) return wanted;
  return keys[0];
}

/** Tab items that can be rendered, and what was wrong with the others. */
export interface CheckedTabItems<T extends TabKeyed> {
  readonly items: readonly T[];
  readonly problems: readonly string[];
}

/**
 * Keeps the tab items that have a non-empty string key not seen before, in order, so that
 * bad block data never breaks the tablist; each dropped item is described in `problems`.
 */
export function checkTabItems<T extends TabKeyed>(items: unknown): CheckedTabItems<T> {
  if (!Array.isArray(items)) {
    return { items: [], problems: ['items must be an array'] };
  }
  const seen = new Set<string>();
  const kept: T[] = [];
  const problems: string[] = [];
  items.forEach((item: unknown, index) => {
    const key = (item as Partial<TabKeyed> | null)?.key;
    if (typeof key !== 'string' || key === '') {
      problems.push(`item ${index} has no key`);
    } else if (seen.has(key)) {
      problems.push(`item ${index} repeats the key "${key}"`);
    } else {
      seen.add(key);
      kept.push(item as T);
    }
  });
  return { items: kept, problems };
}
