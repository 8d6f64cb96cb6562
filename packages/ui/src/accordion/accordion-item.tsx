'use client';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { isFocusVisible } from '../utilities/is-focus-visible';
import { animatePanelHeight, panelHeight } from './accordion.dom';
import type { AccordionItemPhase } from './accordion-state';

export type AccordionHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface AccordionItemProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly phase: AccordionItemPhase;
  readonly headerId: string;
  readonly panelId: string;
  readonly headingLevel: AccordionHeadingLevel;
  readonly durationMs: number;
  readonly headerRef: Ref<HTMLButtonElement>;
  readonly onToggle: () => void;
  readonly onHeaderKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
}

/**
 * Renders one accordion item on the WAI-ARIA accordion pattern: a heading holding the header
 * button, and a region labelled by it. Its state shows as `data-state` (closed, opening, open,
 * closing), `data-expanded` and `data-animating`; the panel height animates while opening and
 * closing.
 */
export function AccordionItem({
  title,
  children,
  phase,
  headerId,
  panelId,
  headingLevel,
  durationMs,
  headerRef,
  onToggle,
  onHeaderKeyDown,
}: AccordionItemProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const interruptedAt = useRef<number | undefined>(undefined);
  const [focusVisible, setFocusVisible] = useState(false);
  const expanded = phase === 'open' || phase === 'opening';
  const animating = phase === 'opening' || phase === 'closing';
  const Heading = `h${headingLevel}` as const;

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!panel || (phase !== 'opening' && phase !== 'closing')) return;
    const animation = animatePanelHeight(panel, phase, durationMs, interruptedAt.current);
    interruptedAt.current = undefined;
    return () => {
      // Closing an item that is still opening continues from where it is.
      interruptedAt.current = panelHeight(panel);
      animation?.cancel();
    };
  }, [phase, durationMs]);

  return (
    <div
      className="vitrine-accordion__item"
      data-state={phase}
      data-expanded={expanded || undefined}
      data-animating={animating || undefined}
    >
      <Heading className="vitrine-accordion__heading">
        <button
          ref={headerRef}
          type="button"
          id={headerId}
          className="vitrine-accordion__trigger"
          aria-expanded={expanded}
          aria-controls={panelId}
          data-expanded={expanded || undefined}
          data-focus-visible={focusVisible || undefined}
          onClick={onToggle}
          onKeyDown={onHeaderKeyDown}
          onFocus={(event) => setFocusVisible(isFocusVisible(event.currentTarget))}
          onBlur={() => setFocusVisible(false)}
        >
          <span className="vitrine-accordion__title">{title}</span>
          <span className="vitrine-accordion__icon" aria-hidden="true" />
        </button>
      </Heading>
      <section
        ref={panelRef}
        id={panelId}
        aria-labelledby={headerId}
        className="vitrine-accordion__panel"
        data-state={phase}
        hidden={phase === 'closed'}
      >
        <div className="vitrine-accordion__content">{children}</div>
      </section>
    </div>
  );
}
