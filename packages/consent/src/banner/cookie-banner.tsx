'use client';
import { consent } from '@vitrine/i18n-fr/consent';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { type CSSProperties, useEffect, useMemo } from 'react';
import { consentPolicyFromSettings } from '../policy/consent-policy';
import { normalizeCookieBannerSettings } from '../settings/normalize-cookie-banner-settings';
import { consentStore } from '../store/consent-store';
import type { ConsentStore } from '../store/create-consent-store';
import { CookieBannerPanel } from './cookie-banner-panel';
import { parseRichText, type RichTextNode, richTextToPlainText } from './rich-text';
import { useConsentSnapshot } from './use-consent-snapshot';
import { useDelayedAnnouncement } from './use-delayed-announcement';

export interface CookieBannerProps {
  /**
   * Cookie banner settings as the server sends them (the page context's `cookieSettings`), of
   * any shape: normalised with the defaults of spec 000 §5.
   */
  readonly settings: unknown;
  /** The store holding the visitor's choice; defaults to the page-wide `consentStore`. */
  readonly store?: ConsentStore;
  /**
   * Server rendering: the server found no choice for this visitor (see `isCookieBannerDue`) and
   * renders the banner, so it shows with the page's first paint instead of after the script.
   * Pass the same value when hydrating that markup. Default false: the server renders no banner.
   */
  readonly serverShown?: boolean;
  /**
   * The notice already parsed (server rendering: `richTextFromNodes` on a server DOM, since
   * without a DOM `parseRichText` keeps the text alone and the markup would not hydrate).
   * Default: the settings' notice, parsed with the browser's `DOMParser`.
   */
  readonly notice?: readonly RichTextNode[];
}

// Visually hidden, still read: the live region needs no stylesheet.
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * Provides the cookie banner of spec 000 §4: it sets the store's policy from the settings, shows
 * the banner until the visitor accepts or denies (the choice is stored for 30 days, then the
 * banner is removed), shows it again while forced, remounts it on the update event, and announces
 * it politely to screen readers when it appears.
 */
export function CookieBanner({
  settings,
  store = consentStore,
  serverShown = false,
  notice: parsedNotice,
}: CookieBannerProps) {
  const t = useSimpleTranslator(consent);
  const config = useMemo(
    () =>
      normalizeCookieBannerSettings(settings, {
        text: t('consent.notice'),
        ctaText: t('consent.accept'),
        optOutCtaText: t('consent.deny'),
      }),
    [settings, t],
  );
  useEffect(() => store.setPolicy(consentPolicyFromSettings(config)), [store, config]);
  const { bannerShown, forced, mountKey } = useConsentSnapshot(store, serverShown);
  const notice = useMemo(
    () => parsedNotice ?? parseRichText(config.cookieBannerText),
    [parsedNotice, config.cookieBannerText],
  );
  const announcement = useDelayedAnnouncement(
    bannerShown ? richTextToPlainText(notice) : '',
    mountKey,
  );

  return (
    <>
      <div role="status" style={VISUALLY_HIDDEN}>
        {announcement}
      </div>
      {bannerShown && (
        <CookieBannerPanel
          key={mountKey}
          config={config}
          notice={notice}
          label={t('consent.banner')}
          acceptIconLabel={t('consent.acceptIcon')}
          forced={forced}
          onAccept={store.allow}
          onDeny={store.deny}
        />
      )}
    </>
  );
}
