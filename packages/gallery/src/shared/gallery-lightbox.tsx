'use client';
import type { LightboxItem } from '@vitrine/lightbox/lightbox';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { GalleryProps } from './gallery-props';
import { onDemand, useHistoryHelpers } from './on-demand';
import { SlideMedia } from './slide-media';

/** The lightbox's code, fetched once: on the first intent to open it, or when opened. */
const loadLightbox = onDemand(() => import('@vitrine/lightbox/lightbox'));
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));

/**
 * Starts fetching the lightbox's code (a pointer over a slide, a slide's control focused), so a
 * click opens it without waiting. Calling it again does nothing.
 */
export function preloadLightbox(): void {
  void loadLightbox().catch(() => {
    // Offline or a failed chunk: forgotten, so opening tries again (and React reports a failure).
  });
}

/**
 * Stands for the lightbox while its code loads: an Escape pressed then cancels the opening, as
 * it would close the lightbox. Without it the page's Escape handler saw no overlay open and went
 * on with its other steps (an anonymous visitor was sent to the login flow). Read before any
 * other listener (capture on the window) and marked handled, which every Escape handler of the
 * page respects; the page's overlay stack would cost the gallery's first load about 1 kB.
 */
function OpeningLightbox({ onCancel }: { onCancel: () => void }) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onCancel();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [onCancel]);
  return null;
}

export interface GalleryLightboxProps {
  /** The layout's props: its slides, `lightboxTheme` and `historyHash`. */
  readonly gallery: Pick<GalleryProps, 'slides' | 'lightboxTheme' | 'historyHash'>;
  /** The slide shown, or null while closed. */
  readonly index: number | null;
  readonly onClose: () => void;
}

/**
 * The gallery's slides in the lightbox (spec 001 §3: the `lightbox` setting). The layout opens
 * it on a slide (`index`); with `historyHash` the lightbox also opens itself on the slide the
 * address names, and on Forward (spec 001 §2). Its code and its items are not part of the
 * gallery's first render: they load when the visitor shows the intent to open it, when it
 * opens, or when the address names a slide.
 */
export function GalleryLightbox({ gallery, index, onClose }: GalleryLightboxProps) {
  const { slides, lightboxTheme: theme, historyHash } = gallery;
  // Opened by the lightbox itself, from the address: it knows the item.
  const [openedByAddress, setOpenedByAddress] = useState(false);
  // Once needed, the lightbox stays mounted: its history tracking follows Back and Forward.
  const [needed, setNeeded] = useState(false);
  if (index !== null && !needed) setNeeded(true);
  // The address helpers load on demand (offline: the lightbox opens from the slides only).
  const history = useHistoryHelpers(historyHash === true && !needed);
  useEffect(() => {
    if (needed || !history) return;
    // An address naming a slide (a shared link, a reload, Forward onto the lightbox's entry).
    // The same rule as the lightbox's own history tracking: on load any entry but the one a
    // gallery wrote for its selected slide; later, Forward onto a lightbox's entry.
    const { historyEntryKind, itemFromUrl } = history;
    const names = () => itemFromUrl(window.location, slides) !== -1;
    if (historyEntryKind(window.history.state) !== 'gallery' && names()) setNeeded(true);
    const onPopState = (event: PopStateEvent) => {
      if (historyEntryKind(event.state) === 'lightbox' && names()) setNeeded(true);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [needed, history, slides]);
  const items = useMemo<LightboxItem[] | null>(
    () =>
      needed
        ? slides.map((slide) => ({
            id: slide.id,
            url: slide.url,
            src: slide.src,
            alt: slide.alt,
            width: slide.dimensions?.width,
            height: slide.dimensions?.height,
            caption: slide.title ?? slide.description,
            ...(slide.type === 'video'
              ? { content: <SlideMedia slide={slide} active crop="contain" load /> }
              : {}),
          }))
        : null,
    [slides, needed],
  );
  if (!items) return null;
  return (
    <Suspense fallback={index !== null && <OpeningLightbox onCancel={onClose} />}>
      <Lightbox
        items={items}
        open={index !== null || openedByAddress}
        startIndex={index ?? 0}
        onOpenChange={(open) => {
          setOpenedByAddress(open);
          if (!open) onClose();
        }}
        theme={theme}
        historyHash={historyHash}
      />
    </Suspense>
  );
}
