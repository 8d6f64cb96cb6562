'use client';
import { type RefObject, useLayoutEffect } from 'react';

/** Whether focus on `element` is still somewhere a visitor can act from. */
function holdsFocus(element: Element | null, container: HTMLElement): boolean {
  if (!element || element === element.ownerDocument.body || !container.contains(element)) {
    return false;
  }
  return !(element as HTMLButtonElement).disabled && element.closest('[inert]') === null;
}

/**
 * Provides the focus rule of a step: once `step` changes, focus that fell out of `container`
 * (the focused content was replaced, or its control disabled) goes to `fallback`, never to
 * the page's body. Nothing happens while the container is hidden.
 */
export function useFocusKeptOnStep(
  container: RefObject<HTMLElement | null>,
  step: unknown,
  fallback: () => HTMLElement | null | undefined,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each step, on purpose
  useLayoutEffect(() => {
    const root = container.current;
    if (!root || root.checkVisibility?.() === false) return;
    if (root instanceof HTMLDialogElement && !root.open) return;
    if (holdsFocus(root.ownerDocument.activeElement, root)) return;
    fallback()?.focus();
  }, [step]);
}
