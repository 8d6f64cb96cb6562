/**
 * Inserts the site owner's post-submit HTML into `container` (spec 000 §4 "Success"). This HTML
 * comes from the form definition only, never from the visitor, the query string or the server.
 * `innerHTML` never runs `<script>` elements, so with `runScripts` each one is replaced by a new
 * `<script>` element made with `document.createElement` (same attributes and text): the browser
 * runs those once they are in the page, in order for inline scripts. Without `runScripts`, scripts
 * are removed.
 */
export function insertOwnerHtml(container: HTMLElement, html: string, runScripts: boolean): void {
  container.innerHTML = html;
  for (const inert of container.querySelectorAll('script')) {
    if (!runScripts) {
      inert.remove();
      continue;
    }
    const script = document.createElement('script');
    for (const { name, value } of inert.attributes) script.setAttribute(name, value);
    script.text = inert.text;
    inert.replaceWith(script);
  }
}

/**
 * After a failure: moves focus to the first invalid input of `form`, or to its submit button when
 * focus was lost (the locked form dropped it), so keyboard and screen reader users land on it.
 */
export function focusAfterFailure(form: HTMLFormElement | null): void {
  if (!form) return;
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const active = form.ownerDocument.activeElement;
  if (invalid) invalid.focus();
  else if (!active || active === form.ownerDocument.body) {
    form.querySelector<HTMLElement>('[type="submit"]')?.focus();
  }
}
