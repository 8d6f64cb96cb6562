/** Every element lookup of the gallery layouts, in one place. */

/** The slide element at `index` among the container's children (the viewport or the track). */
export function slideElement(container: Element | null, index: number): HTMLElement | undefined {
  const child = container?.children[index];
  return child instanceof HTMLElement ? child : undefined;
}

/** The image of a slide, the element a ken-burns zoom animates. */
export function slideImage(slide: Element | undefined): HTMLElement | null {
  return slide?.querySelector<HTMLElement>('.vitrine-gallery__image') ?? null;
}

/** The id of the slide an element belongs to (its `data-slide-id`), if any. */
export function slideIdOf(element: Element): string | undefined {
  return element.closest('[data-slide-id]')?.getAttribute('data-slide-id') ?? undefined;
}

/** The ids of the slides whose video plays (its embed's `data-state="playing"`). */
export function playingSlideIds(root: Element): string[] {
  const ids: string[] = [];
  for (const player of root.querySelectorAll('[data-state="playing"]')) {
    const id = slideIdOf(player);
    if (id) ids.push(id);
  }
  return ids;
}

/** Whether a click on the slideshow landed on a slide, not on one of its buttons, links or players. */
export function isPlainSlideClick(target: Element): boolean {
  return (
    !target.closest('button, a, iframe') && target.closest('.vitrine-gallery__viewport') !== null
  );
}
