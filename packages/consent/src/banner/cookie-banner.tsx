'use client';
import type { CookieBannerSettings } from '@vitrine/core-data/schemas/cookie-banner-settings';
import { consent } from '@vitrine/i18n-fr/consent';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { VISUALLY_HIDDEN } from '@vitrine/ui/visually-hidden';
import { useEffect, useMemo } from 'react';
import { consentPolicyFromSettings } from '../policy/consent-policy';
import type { ServerBannerClicks } from '../server-banner/server-banner-clicks';
import { normalizeCookieBannerSettings } from '../settings/normalize-cookie-banner-settings';
import { consentStore } from '../store/consent-store';
import type { ConsentStore } from '../store/create-consent-store';
import { CookieBannerPanel } from './cookie-banner-panel';
import { parseRichText, type RichTextNode, richTextToPlainText } from './rich-text';
import { useConsentSnapshot } from './use-consent-snapshot';
import { useDelayedAnnouncement } from './use-delayed-announcement';

/**
 * Cookie banner settings as a template writes them (spec 000 §3): any subset of the fields of
 * core-data's `CookieBannerSettings`, without its index signature so that an interface of the
 * template's own fits too.
 */
export type CookieBannerSettingsInput = {
  readonly [K in keyof CookieBannerSettings as string extends K
    ? never
    : K]?: CookieBannerSettings[K];
};

export interface CookieBannerProps {
  /**
   * Cookie banner settings as the server sends them (the page context's `cookieSettings`): any
   * subset of the fields, extra fields allowed, null or undefined for none. Still normalised at
   * run time with the defaults of spec 000 §5, so a value outside its type (data of unknown shape
   * passed through a cast) takes its default with a `console.warn`, as before. Settings of
   * unknown shape can also be checked first with `readCookieBannerSettings`
   * (`@vitrine/consent/settings/schema`, which costs zod/mini).
   */
  readonly settings: CookieBannerSettingsInput | null | undefined;
  /** The store holding the visitor's choice; defaults to the page-wide `consentStore`. */
  readonly store?: ConsentStore;
  /**
   * Server rendering: the server found no choice for this visitor (see `isCookieBannerDue`) and
   * renders the banner, so it shows with the page's first paint instead of after the script.
   * Pass the same value when hydrating that markup. Default false: the server renders no banner.
   */
  readonly serverShown?: boolean;
  /**
   * Server rendering: the clicks kept on the server's markup before hydration
   * (`keepServerBannerClicks` from `@vitrine/consent/server-banner`, run by the page's first
   * script). Once hydrated, the banner replays the last one, so a choice made early is kept.
   * Implies `serverShown`.
   */
  readonly serverClicks?: ServerBannerClicks;
  /**
   * The notice already parsed (server rendering: `richTextFromNodes` on a server DOM, since
   * without a DOM `parseRichText` keeps the text alone and the markup would not hydrate).
   * Default: the settings' notice, parsed with the browser's `DOMParser`.
   */
  readonly notice?: readonly RichTextNode[];
  /**
   * Where the buttons post the choice when no script handles them: a page whose script has not
   * run yet, or runs none. The buttons then submit a form (`method="post"`) with
   * `choice=allowed` or `choice=denied`; the server stores it as the script would
   * (`CONSENT_CHOICE_COOKIE` holding `encodeConsentChoice(choice)`, 30 days, path '/') and sends
   * the visitor back (303). Once the script handles them, nothing is posted. Pass the same value
   * when hydrating. Default: none, and the buttons do nothing without the script.
   */
  readonly choiceAction?: string;
  /**
   * Hidden fields posted with `choiceAction`, such as the site's anti-forgery token. Pass the
   * values the server rendered when hydrating (read them from its markup), so the two agree.
   */
  readonly choiceFields?: Readonly<Record<string, string>>;
}

/**
 * Provides the cookie banner of spec 000 §4: it sets the store's policy from the settings, shows
 * the banner until the visitor accepts or denies (the choice is stored for 30 days, then the
 * banner is removed), shows it again while forced, remounts it on the update event, and announces
 * it politely to screen readers when it appears.
 */
export function CookieBanner({
  settings,
  store = consentStore,
  serverClicks,
  serverShown = serverClicks !== undefined,
  notice: parsedNotice,
  choiceAction,
  choiceFields,
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
  // Hydrated: the button clicked on the server's markup before then is clicked again.
  useEffect(() => {
    if (!serverClicks) return;
    const index = serverClicks.takePendingClick();
    if (index !== undefined) serverClicks.element.querySelectorAll('button')[index]?.click();
  }, [serverClicks]);
  const notice = useMemo(
    () => parsedNotice ?? parseRichText(config.cookieBannerText),
    [parsedNotice, config.cookieBannerText],
  );
  const announcement = useDelayedAnnouncement(
    bannerShown ? richTextToPlainText(notice) : '',
    mountKey,
    serverClicks?.announced() ?? false,
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
          choiceAction={choiceAction}
          choiceFields={choiceFields}
        />
      )}
    </>
  );
}
