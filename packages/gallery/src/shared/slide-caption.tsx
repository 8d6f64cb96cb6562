'use client';
import { useLayoutEffect, useRef } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import { metaOverlayMaxHeight } from '../core/layout-geometry';

/**
 * A slide's title and description as an overlay, capped at 40 % of its container once its
 * content passes 90 % of it (spec 001 §9); then it scrolls (`data-capped="true"`).
 *
 * The cap is measured where the browser has just laid the page out (a ResizeObserver, whose
 * answer comes before the frame is painted) and written on the element, so a step of the
 * slideshow forces no layout in the middle of the click and renders nothing twice; it also
 * follows the container when the window is resized.
 */
export function SlideCaption({ slide }: { readonly slide: GallerySlide }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new text is measured again (a capped box keeps its size, so the observer alone would not answer)
  useLayoutEffect(() => {
    const element = ref.current;
    const container = element?.parentElement;
    if (!element || !container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const cap = metaOverlayMaxHeight(container.clientHeight, element.scrollHeight);
      element.style.maxHeight = cap === undefined ? '' : `${cap}px`;
      element.dataset.capped = String(cap !== undefined);
    });
    observer.observe(element);
    observer.observe(container);
    return () => observer.disconnect();
  }, [slide.title, slide.description]);
  if (!slide.title && !slide.description) return null;
  return (
    <div ref={ref} className="vitrine-gallery__meta" data-capped="false">
      {slide.title ? <p className="vitrine-gallery__title">{slide.title}</p> : null}
      {slide.description ? (
        <p className="vitrine-gallery__description">{slide.description}</p>
      ) : null}
    </div>
  );
}
