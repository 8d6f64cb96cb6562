'use client';
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { usePrefersReducedMotion } from '../motion/use-prefers-reduced-motion';
import { type AccordionHeadingLevel, AccordionItem } from './accordion-item';
import { accordionHeaderKeyTarget } from './accordion-keyboard';
import { ACCORDION_ANIMATION_MS, createAccordionState } from './accordion-state';

export interface AccordionItemData {
  /** Stable identity of the item among its siblings (React key); the index otherwise. */
  readonly id?: string;
  /** The header text. */
  readonly title: ReactNode;
  /** What the item reveals when open. */
  readonly content: ReactNode;
}

export interface AccordionProps {
  /** The items, in order. */
  readonly items: readonly AccordionItemData[];
  /** The multiple-open setting: without it, opening an item closes the others. */
  readonly allowMultiple?: boolean;
  /** The expanded-first-item setting: the first item starts open (read when mounted). */
  readonly expandFirstItem?: boolean;
  /** Level of the headings wrapping each header button; 3 by default. */
  readonly headingLevel?: AccordionHeadingLevel;
  /** Told the indexes of the expanded items after each open or close a visitor makes. */
  readonly onExpandedChange?: (expanded: number[]) => void;
  readonly className?: string;
}

const HEADING_LEVELS: readonly number[] = [2, 3, 4, 5, 6];
const DEFAULT_HEADING_LEVEL: AccordionHeadingLevel = 3;

function checkedItems(items: unknown): readonly AccordionItemData[] {
  if (Array.isArray(items)) return items;
  console.error('[vitrine/accordion] `items` must be an array; rendering no items.', items);
  return [];
}

function checkedHeadingLevel(level: unknown): AccordionHeadingLevel {
  if (level === undefined) return DEFAULT_HEADING_LEVEL;
  if (HEADING_LEVELS.includes(level as number)) return level as AccordionHeadingLevel;
  console.warn(`[vitrine/accordion] headingLevel must be 2 to 6; using ${DEFAULT_HEADING_LEVEL}.`);
  return DEFAULT_HEADING_LEVEL;
}

/**
 * Provides an accordion (spec 001 sections 3, 4 and 9) on the WAI-ARIA accordion pattern.
 * Opening and closing animate the panel height over 250 ms, instantly under reduced motion;
 * an item being animated ignores clicks. Arrow keys, Home and End move between headers.
 */
export function Accordion({
  items: rawItems,
  allowMultiple = false,
  expandFirstItem = false,
  headingLevel,
  onExpandedChange,
  className,
}: AccordionProps) {
  const items = checkedItems(rawItems);
  const level = checkedHeadingLevel(headingLevel);
  const [state] = useState(() =>
    createAccordionState({ count: items.length, allowMultiple, expandFirstItem }),
  );
  const snapshot = useSyncExternalStore(state.subscribe, state.getSnapshot, state.getSnapshot);
  const reducedMotion = usePrefersReducedMotion();
  const baseId = useId();
  const headers = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => state.setCount(items.length), [state, items.length]);
  useEffect(() => state.setAllowMultiple(allowMultiple), [state, allowMultiple]);

  // Settles the animations when their 250 ms are over; rescheduled after every change.
  const settleAt = snapshot.nextSettleAt;
  useEffect(() => {
    if (settleAt === undefined) return;
    const timer = setTimeout(() => state.settle(Date.now()), Math.max(0, settleAt - Date.now()));
    return () => clearTimeout(timer);
  }, [state, settleAt]);

  const toggle = (index: number) => {
    if (!state.toggle(index, Date.now(), { animate: !reducedMotion })) return;
    onExpandedChange?.(
      state.getSnapshot().phases.flatMap((_, i) => (state.isExpanded(i) ? [i] : [])),
    );
  };

  const onHeaderKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = accordionHeaderKeyTarget(event.key, index, items.length);
    if (target === undefined) return;
    event.preventDefault();
    headers.current[target]?.focus();
  };

  return (
    <div
      className={className ? `vitrine-accordion ${className}` : 'vitrine-accordion'}
      data-allow-multiple={allowMultiple || undefined}
    >
      {items.map((item, index) => (
        <AccordionItem
          key={item?.id ?? index}
          title={item?.title}
          phase={snapshot.phases[index] ?? 'closed'}
          headerId={`${baseId}-header-${index}`}
          panelId={`${baseId}-panel-${index}`}
          headingLevel={level}
          durationMs={ACCORDION_ANIMATION_MS}
          headerRef={(element) => {
            headers.current[index] = element;
          }}
          onToggle={() => toggle(index)}
          onHeaderKeyDown={onHeaderKeyDown(index)}
        >
          {item?.content}
        </AccordionItem>
      ))}
    </div>
  );
}
