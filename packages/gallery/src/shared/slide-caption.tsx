'use client';
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import type { GallerySlide } from '../core/gallery-slide';
import { metaOverlayMaxHeight } from '../core/layout-geometry';

/**
 * A slide's title and description as an overlay, capped at 40 % of its container once its
 * content passes 90 % of it (spec 001 §9); then it scrolls (`data-capped`).
 */
export function SlideCaption({ slide }: { readonly slide: GallerySlide }) {
  const ref = useRef<HTMLDivElement>(null);
  const [cap, setCap] = useState<number | undefined>();
  useLayoutEffect(() => {
    const element = ref.current;
    const container = element?.parentElement;
    if (!element || !container) return;
    setCap(metaOverlayMaxHeight(container.clientHeight, element.scrollHeight));
  });
  if (!slide.title && !slide.description) return null;
  const style: CSSProperties | undefined = cap === undefined ? undefined : { maxHeight: cap };
  return (
    <div ref={ref} className="vitrine-gallery__meta" data-capped={cap !== undefined} style={style}>
      {slide.title ? <p className="vitrine-gallery__title">{slide.title}</p> : null}
      {slide.description ? (
        <p className="vitrine-gallery__description">{slide.description}</p>
      ) : null}
    </div>
  );
}
