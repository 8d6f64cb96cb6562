import type { PageLifecycle } from './page-lifecycle';

/** The DOM event that tears the page runtime down (spec 000 §4 "global destroy"). */
export const PAGE_DESTROY_EVENT = 'vitrine:destroy';
/** The DOM event that starts it again after a destroy (e.g. an in-place page swap). */
export const PAGE_READY_EVENT = 'vitrine:ready';

/**
 * Binds a lifecycle to the document: `init()` once the DOM is ready (at once if it already is)
 * and on `vitrine:ready`; `destroy()` on `vitrine:destroy`. Returns an unbinder.
 */
export function bindPageLifecycle(lifecycle: PageLifecycle, doc: Document = document): () => void {
  const init = () => lifecycle.init();
  const destroy = () => lifecycle.destroy();
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', init, { once: true });
  else init();
  doc.addEventListener(PAGE_READY_EVENT, init);
  doc.addEventListener(PAGE_DESTROY_EVENT, destroy);
  return () => {
    doc.removeEventListener('DOMContentLoaded', init);
    doc.removeEventListener(PAGE_READY_EVENT, init);
    doc.removeEventListener(PAGE_DESTROY_EVENT, destroy);
  };
}
