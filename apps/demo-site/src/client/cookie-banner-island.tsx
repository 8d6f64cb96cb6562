import {
  CookieBanner,
  type CookieBannerSettingsInput,
  type RichTextNode,
} from '@vitrine/consent/banner';
import { useEffect } from 'react';

/**
 * The cookie banner as the page shows it, on the server and in the browser (the same tree on both
 * sides, so the server's markup hydrates). The server renders it with `serverShown` when the
 * request holds no choice, so the banner is part of the first paint; once hydrated, the element is
 * marked `data-hydration="hydrated"` and a click made on the server's buttons before then is
 * replayed (`pendingClick`: the index of the button among the banner's buttons).
 */
export function CookieBannerIsland({
  settings,
  serverShown,
  notice,
  element,
  pendingClick,
}: {
  readonly settings: CookieBannerSettingsInput | null | undefined;
  readonly serverShown: boolean;
  /** The notice parsed on the server (the browser parses it itself). */
  readonly notice?: readonly RichTextNode[];
  /** The banner's element (browser only). */
  readonly element?: HTMLElement;
  /** The server button the visitor clicked before the banner hydrated (browser only). */
  readonly pendingClick?: () => number | undefined;
}) {
  useEffect(() => {
    if (!element) return;
    element.setAttribute('data-hydration', 'hydrated');
    const index = pendingClick?.();
    if (index !== undefined) element.querySelectorAll('button')[index]?.click();
  }, [element, pendingClick]);
  return (
    <CookieBanner settings={settings} serverShown={serverShown} {...(notice ? { notice } : {})} />
  );
}
