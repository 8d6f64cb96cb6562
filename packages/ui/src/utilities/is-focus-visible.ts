/**
 * Whether the browser shows a focus ring on `element` (`:focus-visible`): true after keyboard
 * navigation, false after a pointer click. Browsers without the selector count as visible.
 */
export function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
