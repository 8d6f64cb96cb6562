'use client';
import { type RefObject, useLayoutEffect } from 'react';

/**
 * The custom property, on the document's root, that says how far into the viewport the banner
 * reaches from its edge (px). `styles.css` turns it into the page's `scroll-padding-bottom` (or
 * `-top` for a banner at the top) while a banner is in the page.
 */
export const BANNER_EXTENT_PROPERTY = '--vitrine-cookie-banner-extent';

/** Room left between a focused control and the banner's edge (px). */
const GAP_PX = 8;

/**
 * Keeps {@link BANNER_EXTENT_PROPERTY} up to date while the banner is shown: as its size or the
 * viewport changes, and removed when it goes. A control reached with Tab, or scrolled into view,
 * then stops clear of the banner instead of under it (WCAG 2.4.11, Focus Not Obscured), and a
 * focused control partly under it is scrolled until all of it shows (2.4.12).
 */
export function useBannerExtent(region: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const banner = region.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const measure = () => {
      const { top, bottom } = banner.getBoundingClientRect();
      const extent = banner.dataset.position?.startsWith('top') ? bottom : innerHeight - top;
      root.setProperty(BANNER_EXTENT_PROPERTY, `${Math.ceil(Math.max(0, extent)) + GAP_PX}px`);
    };
    // The browser scrolls a focused control into view only when none of it shows: a tall one
    // (a message box) can stay partly under the banner, hiding what the visitor types. Such a
    // control is scrolled the rest of the way, clear of the banner (the scroll padding above).
    // Only a control that fits beside the banner: a whole region (the main landmark the focus
    // goes to once the banner is answered) is left where it is.
    const reveal = ({ target }: FocusEvent) => {
      if (!(target instanceof Element) || banner.contains(target)) return;
      const control = target.getBoundingClientRect();
      const edge = banner.getBoundingClientRect();
      const room = banner.dataset.position?.startsWith('top')
        ? innerHeight - edge.bottom
        : edge.top;
      if (
        control.height <= room &&
        control.bottom > edge.top &&
        control.top < edge.bottom &&
        control.right > edge.left &&
        control.left < edge.right
      ) {
        target.scrollIntoView({ block: 'nearest' });
      }
    };
    measure();
    // Its size follows the viewport's width; a transform moves it as it slides in.
    const observer = new ResizeObserver(measure);
    observer.observe(banner);
    banner.addEventListener('animationend', measure);
    addEventListener('resize', measure);
    addEventListener('focusin', reveal);
    return () => {
      observer.disconnect();
      banner.removeEventListener('animationend', measure);
      removeEventListener('resize', measure);
      removeEventListener('focusin', reveal);
      root.removeProperty(BANNER_EXTENT_PROPERTY);
    };
  }, [region]);
}
