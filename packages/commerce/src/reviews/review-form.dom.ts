/** Every element access of the review form, in one place. */

/** The title and review the form holds. */
export function readReviewTexts(form: HTMLFormElement): { title: string; body: string } {
  const data = new FormData(form);
  return { title: String(data.get('title') ?? ''), body: String(data.get('body') ?? '') };
}

/** Fills the title and review the visitor has not typed yet with a stored draft's. */
export function fillEmptyTexts(
  form: HTMLFormElement,
  stored: { readonly title?: string; readonly body?: string },
): void {
  for (const name of ['title', 'body'] as const) {
    const field = form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
    const value = stored[name];
    if (field && field.value === '' && value) field.value = value;
  }
}

/** Moves focus to the star rating's first input (a missing rating, spec 000 §5). */
export function focusStars(stars: HTMLElement | null): void {
  stars?.querySelector('input')?.focus();
}
