import { isSufficientlyVisible, observedThresholds } from './block-visibility';

/**
 * Calls `onVisible` once `element` is sufficiently visible (`ratio`, spec 001 sections 4 and
 * 9), then stops observing. Returns the disconnect.
 */
export function whenSufficientlyVisible(
  element: Element,
  ratio: number,
  onVisible: () => void,
): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      const viewportHeight =
        entry.rootBounds?.height ?? element.ownerDocument.defaultView?.innerHeight ?? 0;
      const visible = isSufficientlyVisible(
        {
          isIntersecting: entry.isIntersecting,
          intersectionRatio: entry.intersectionRatio,
          visibleHeight: entry.intersectionRect.height,
          viewportHeight,
        },
        ratio,
      );
      if (!visible) return;
      observer.disconnect();
      onVisible();
    },
    { threshold: observedThresholds(ratio) },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** The images inside `element` that are still loading. */
export function loadingImages(element: Element): HTMLImageElement[] {
  return [...element.querySelectorAll('img')].filter((image) => !image.complete);
}

/**
 * Calls `onLoaded` once every image in `images` has loaded or failed. Returns the cancel.
 */
export function whenImagesLoaded(
  images: readonly HTMLImageElement[],
  onLoaded: () => void,
): () => void {
  let remaining = images.length;
  const settle = () => {
    remaining -= 1;
    if (remaining === 0) onLoaded();
  };
  const listeners = images.map((image) => {
    const listener = () => {
      image.removeEventListener('load', listener);
      image.removeEventListener('error', listener);
      settle();
    };
    image.addEventListener('load', listener);
    image.addEventListener('error', listener);
    return () => {
      image.removeEventListener('load', listener);
      image.removeEventListener('error', listener);
    };
  });
  if (images.length === 0) onLoaded();
  return () => {
    for (const remove of listeners) remove();
  };
}
