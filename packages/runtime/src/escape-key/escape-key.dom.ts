/** Every DOM read of the Escape key in one place: where the focus is, and unsent input. */

/** Where the focus is, as `escapeKeyAction` reads it. */
export interface EscapeKeyContext {
  readonly focusInEditable: boolean;
  readonly focusInDialog: boolean;
}

/** `<input>` types that are pressed or ticked, not typed in. */
const NOT_TYPED_INPUT_TYPES = /^(button|checkbox|radio|submit|reset|image)$/;

/**
 * Components that handle Escape themselves: dialogs (ARIA or an open `<dialog>`), the cookie
 * banner of `@vitrine/consent` (its root, a region) and the lightbox of `@vitrine/lightbox`.
 * Class names rather than imports: the runtime does not depend on those packages.
 */
export const ESCAPE_KEY_OWN_REGIONS =
  '[role=dialog],[role=alertdialog],dialog[open],.vitrine-cookie-banner,.vitrine-lightbox';

/**
 * A form's input that is not sent yet: `@vitrine/forms` marks the form with `data-unsent-input`
 * (React writes `data-unsent-input="false"` for false, which does not count).
 */
export const UNSENT_INPUT_SELECTOR = '[data-unsent-input]:not([data-unsent-input=false])';

/**
 * Where the focus is for the Escape key (spec 000 §4): in a field the visitor types in (an
 * input other than a button, checkbox, radio, submit or reset, a textarea, a select, editable
 * content), and in a component with its own Escape (`ESCAPE_KEY_OWN_REGIONS`).
 */
export function escapeKeyContext(activeElement: Element | null | undefined): EscapeKeyContext {
  const name = activeElement?.localName;
  return {
    focusInEditable:
      name === 'textarea' ||
      name === 'select' ||
      (name === 'input'
        ? !NOT_TYPED_INPUT_TYPES.test((activeElement as HTMLInputElement).type)
        : (activeElement as HTMLElement | null | undefined)?.isContentEditable === true),
    focusInDialog: activeElement?.closest(ESCAPE_KEY_OWN_REGIONS) != null,
  };
}

/** The focused element, looking inside open shadow roots (a field inside a web component). */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Whether a form of the page holds input the visitor has not sent (`UNSENT_INPUT_SELECTOR`). */
export function documentHasUnsentInput(doc: Document): boolean {
  return doc.querySelector(UNSENT_INPUT_SELECTOR) !== null;
}
