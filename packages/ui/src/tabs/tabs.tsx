'use client';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useControllableState } from '../controllable-state/use-controllable-state';
import { isFocusVisible } from '../utilities/is-focus-visible';
import { tabsKeyAction } from './tabs-keyboard';
import { checkTabItems, resolveSelectedKey } from './tabs-selection';
import { useTabsWarnings } from './use-tabs-warnings';

export interface TabItem {
  /** Unique among the tabs; the value of `selectedKey`. */
  readonly key: string;
  /** What the tab shows. */
  readonly label: ReactNode;
  /** What the tab panel shows when the tab is selected. */
  readonly content: ReactNode;
}

export interface TabsProps {
  /** The tabs, in order. Items without a key or with a repeated key are left out, with a warning. */
  readonly items: readonly TabItem[];
  /** The selected tab (controlled). */
  readonly selectedKey?: string | null;
  /** The tab selected first (uncontrolled); the first tab by default. */
  readonly defaultSelectedKey?: string;
  /** Told the key of the tab the visitor selects. */
  readonly onSelectionChange?: (key: string) => void;
  /** Names the tablist for assistive technologies (or use `aria-labelledby`). */
  readonly 'aria-label'?: string;
  readonly 'aria-labelledby'?: string;
  readonly className?: string;
}

/**
 * Provides the menu block's tabs (spec 001 section 4) on the WAI-ARIA tabs pattern with manual
 * activation: one tab selected at a time, the first by default; ArrowLeft and ArrowRight move
 * focus and wrap around, Home and End go to the ends, Enter or Space select. Roving tabindex:
 * only the selected tab is in the Tab sequence. State shows as `data-selected` and
 * `data-focus-visible`.
 */
export function Tabs({
  items: rawItems,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
}: TabsProps) {
  const { items, problems } = checkTabItems<TabItem>(rawItems);
  const [wantedKey, setWantedKey] = useControllableState<string | null>(
    selectedKey,
    defaultSelectedKey ?? null,
    (key) => {
      if (typeof key === 'string') onSelectionChange?.(key);
    },
  );
  const keys = items.map((item) => item.key);
  const selected = resolveSelectedKey(keys, wantedKey);
  const [focusVisibleKey, setFocusVisibleKey] = useState<string>();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const unknownKey = wantedKey != null && !keys.includes(wantedKey) ? wantedKey : undefined;
  useTabsWarnings(problems, unknownKey, keys.length);

  if (items.length === 0) return null;

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const action = tabsKeyAction(event.key, index, items.length);
    if (!action) return;
    event.preventDefault();
    if (action.type === 'focus') tabs.current[action.index]?.focus();
    else setWantedKey(keys[action.index] ?? null);
  };

  return (
    <div className={className ? `vitrine-tabs ${className}` : 'vitrine-tabs'}>
      <div
        role="tablist"
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        className="vitrine-tabs__list"
      >
        {items.map((item, index) => {
          const isSelected = item.key === selected;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              className="vitrine-tabs__tab"
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              data-selected={isSelected || undefined}
              data-focus-visible={focusVisibleKey === item.key || undefined}
              onClick={() => setWantedKey(item.key)}
              onKeyDown={onKeyDown(index)}
              onFocus={(event) =>
                setFocusVisibleKey(isFocusVisible(event.currentTarget) ? item.key : undefined)
              }
              onBlur={() => setFocusVisibleKey(undefined)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => {
        const isSelected = item.key === selected;
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-tab-${index}`}
            className="vitrine-tabs__panel"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the tab panel in the Tab sequence, after the tablist.
            tabIndex={0}
            hidden={!isSelected}
            data-selected={isSelected || undefined}
          >
            {item.content}
          </div>
        );
      })}
    </div>
  );
}
