import { CookieBanner } from '@vitrine/consent/banner';
import { consentStore } from '@vitrine/consent/store';
import { createRoot } from 'react-dom/client';
import { ACCEPT_TEXT, BANNER_TEXT, DENY_TEXT } from './consent-settings';

/**
 * Our consent job: the cookie banner (bottom bar, accept and refuse) over the page-wide consent
 * store, and tracking gated by the visitor's choice.
 */
export async function run(host: HTMLElement): Promise<string> {
  createRoot(host).render(
    <CookieBanner
      settings={{
        isCookieBannerEnabled: true,
        cookieBannerVariant: 'BAR',
        cookieBannerPosition: 'BOTTOM',
        cookieBannerTheme: 'LIGHT',
        cookieBannerCtaVariant: 'BUTTON',
        cookieBannerAcceptType: 'OPT_IN_AND_OUT',
        cookieBannerText: BANNER_TEXT,
        cookieBannerCtaText: ACCEPT_TEXT,
        cookieBannerOptOutCtaText: DENY_TEXT,
      }}
    />,
  );
  consentStore.subscribe(() => {
    document.documentElement.dataset.tracking = String(consentStore.allowsTracking());
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  return host.textContent ?? '';
}
