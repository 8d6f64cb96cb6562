/** Where Tab focus must stay: inside one element, or on the elements a predicate accepts. */
export type FocusContainerOptions =
  | { readonly container: Element; readonly predicate?: undefined }
  | { readonly predicate: (element: Element) => boolean; readonly container?: undefined };

export interface FocusContainer {
  /** Focuses the first tabbable element inside; false when there is none. */
  focusFirst(): boolean;
  /** Stops keeping focus inside. */
  release(): void;
}

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/**
 * Where Tab moves focus among `count` tabbable elements from `current` (-1 when focus is
 * outside): forwards or backwards, wrapping around at both ends.
 */
export function nextFocusIndex(current: number, count: number, backwards: boolean): number {
  if (count <= 0) return -1;
  if (current < 0) return backwards ? count - 1 : 0;
  return (current + (backwards ? -1 : 1) + count) % count;
}

function isTabbable(element: Element): boolean {
  const html = element as HTMLElement;
  if (typeof html.tabIndex === 'number' && html.tabIndex < 0) return false;
  return html.getClientRects().length > 0;
}

/**
 * Keeps Tab and Shift+Tab focus inside a container (spec 001 section 5): exactly one of
 * `container` (an element) or `predicate` (which elements belong inside) is needed, else a
 * TypeError is thrown. Focus wraps from the last tabbable element to the first and back.
 */
export function createFocusContainer(options: FocusContainerOptions): FocusContainer {
  const { container, predicate } = (options ?? {}) as {
    container?: unknown;
    predicate?: unknown;
  };
  const hasContainer = container !== undefined && container !== null;
  const hasPredicate = predicate !== undefined && predicate !== null;
  if (hasContainer === hasPredicate) {
    throw new TypeError('createFocusContainer needs exactly one of container or predicate');
  }
  if (hasPredicate && typeof predicate !== 'function') {
    throw new TypeError('createFocusContainer predicate must be a function');
  }
  if (hasContainer && typeof (container as Element).querySelectorAll !== 'function') {
    throw new TypeError('createFocusContainer container must be an element');
  }
  const doc = hasContainer ? (container as Element).ownerDocument : globalThis.document;
  const tabbables = (): HTMLElement[] => {
    const scope: ParentNode = hasContainer ? (container as Element) : doc;
    const accepts = hasPredicate ? (predicate as (element: Element) => boolean) : () => true;
    return [...scope.querySelectorAll<HTMLElement>(TABBABLE)].filter(
      (element) => isTabbable(element) && accepts(element),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.defaultPrevented) return;
    const elements = tabbables();
    event.preventDefault();
    const current = elements.indexOf(doc.activeElement as HTMLElement);
    elements[nextFocusIndex(current, elements.length, event.shiftKey)]?.focus();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return {
    focusFirst() {
      const first = tabbables()[0];
      first?.focus();
      return first !== undefined;
    },
    release: () => doc.removeEventListener('keydown', onKeyDown, true),
  };
}
