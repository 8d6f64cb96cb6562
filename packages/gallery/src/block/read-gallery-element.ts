import { type GalleryBlockData, readGalleryBlockData } from '../core/block-data';
import { type GallerySlide, readSlideAttributes } from '../core/gallery-slide';

/**
 * Reads a gallery block from the page (spec 001 §3): its data from `data-block-json` (else
 * `stored`), its slides from the descendants carrying `data-slide-id` or `data-src`. Null when
 * the data cannot be decoded (no gallery is created).
 */
export function readGalleryElement(
  element: Element,
  stored?: unknown,
): { data: GalleryBlockData; slides: GallerySlide[] } | null {
  const data = readGalleryBlockData(element.getAttribute('data-block-json'), stored);
  if (!data) return null;
  const nodes = element.querySelectorAll('[data-slide-id], [data-src]');
  const slides: GallerySlide[] = [];
  for (const node of nodes) {
    // A slide's own image also carries data-src: read the outermost element only.
    if (node.parentElement?.closest('[data-slide-id]')) continue;
    const image = node.matches('[data-src]') ? node : node.querySelector('[data-src]');
    const read = (name: string) => node.getAttribute(name) ?? image?.getAttribute(name) ?? null;
    const slide = readSlideAttributes(read, slides.length);
    const title = node.querySelector('[data-slide-title]')?.textContent?.trim();
    const description = node.querySelector('[data-slide-description]')?.textContent?.trim();
    slides.push({ ...slide, ...(title ? { title } : {}), ...(description ? { description } : {}) });
  }
  return { data, slides };
}
