import * as CookieConsent from 'vanilla-cookieconsent';
import { ACCEPT_TEXT, BANNER_TEXT, DENY_TEXT } from './consent-settings';

/**
 * vanilla-cookieconsent v3 doing the same job: a bottom bar with accept and refuse, one
 * necessary and one analytics category, tracking gated by the analytics category.
 */
export async function run(host: HTMLElement): Promise<string> {
  const track = () => {
    document.documentElement.dataset.tracking = String(CookieConsent.acceptedCategory('analytics'));
  };
  await CookieConsent.run({
    root: host,
    // Shown to a driven browser too (navigator.webdriver), as ours is.
    hideFromBots: false,
    guiOptions: { consentModal: { layout: 'bar', position: 'bottom' } },
    categories: { necessary: { enabled: true, readOnly: true }, analytics: {} },
    onConsent: track,
    onChange: track,
    language: {
      default: 'fr',
      translations: {
        fr: {
          consentModal: {
            description: BANNER_TEXT,
            acceptAllBtn: ACCEPT_TEXT,
            acceptNecessaryBtn: DENY_TEXT,
          },
          preferencesModal: { sections: [] },
        },
      },
    },
  });
  return host.textContent ?? '';
}
