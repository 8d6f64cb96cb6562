'use client';
import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const PREVIOUS = '.vitrine-gallery__previous';
const NEXT = '.vitrine-gallery__next';
const CURRENT_SLIDE_CONTROL =
  '.vitrine-gallery__slide[data-current="true"] :is(button, a[href], [tabindex="0"])';

/** Whether `element` can still hold focus: in the page, not disabled, not in an inert part. */
function canHoldFocus(element: Element): boolean {
  return (
    element.isConnected &&
    !(element as HTMLButtonElement).disabled &&
    element.closest('[inert]') === null
  );
}

/** Where focus goes from `lost`: the other step control, else the current slide, else the gallery. */
function successor(root: HTMLElement, lost: Element): HTMLElement | null {
  const enabled = (selector: string) => {
    const element = root.querySelector<HTMLElement>(selector);
    return element && canHoldFocus(element) ? element : null;
  };
  if (lost.matches(PREVIOUS)) return enabled(NEXT);
  if (lost.matches(NEXT)) return enabled(PREVIOUS);
  return (
    enabled(CURRENT_SLIDE_CONTROL) ??
    (root.tabIndex >= 0 ? root : null) ??
    enabled(NEXT) ??
    enabled(PREVIOUS)
  );
}

/**
 * Provides the gallery's focus rule for a step: when the element that held focus in the
 * gallery can no longer hold it after the step (its control disabled at an end without loop,
 * spec 001 §4; its slide out of view and inert), focus moves to the other step control, else
 * to the current slide, else to the gallery itself: never to the page's body. `anchor` is any
 * element inside the gallery; `step` changes with each step.
 */
export function useFocusKeptOnStep(anchor: RefObject<HTMLElement | null>, step: unknown): void {
  const held = useRef<Element | null>(null);

  useEffect(() => {
    const root = anchor.current?.closest<HTMLElement>('.vitrine-gallery');
    if (!root) return;
    const onFocusIn = (event: FocusEvent) => {
      held.current = event.target as Element;
    };
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget as Element | null;
      // Gone elsewhere, or to nothing while it could still hold focus (a click on the page):
      // not the step's doing. Focus the browser takes off a disabled or inert element stays ours.
      if ((to && !root.contains(to)) || (!to && canHoldFocus(event.target as Element))) {
        held.current = null;
      }
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [anchor]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step, on purpose
  useLayoutEffect(() => {
    const lost = held.current;
    const root = anchor.current?.closest<HTMLElement>('.vitrine-gallery');
    if (!lost || !root || canHoldFocus(lost)) return;
    const active = root.ownerDocument.activeElement;
    // Focus already went somewhere on its own.
    if (active && active !== lost && active !== root.ownerDocument.body) return;
    successor(root, lost)?.focus();
  }, [step]);
}
