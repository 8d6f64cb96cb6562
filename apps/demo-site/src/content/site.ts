import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import type { SitePage } from './model';

/** The demo site's identity and settings, as the platform would hold them. */
/** The id of /atelier's opening-hours section, which the phone's info bar links to. */
export const HOURS_ANCHOR = 'horaires';

export const SITE = {
  name: 'Atelier Lumière',
  tagline: 'Photographie et céramique, à Lyon',
  websiteId: '6650a1b2c3d4e5f6a7b8c9d0',
  identifier: 'atelier-lumiere',
  templateId: '5c5a519771c10ba3470d8101',
  address: '12 rue des Tanneurs, 69001 Lyon',
  phone: '04 78 00 00 00',
  email: 'bonjour@atelier-lumiere.fr',
} as const;

/** Spec 000 §3 cookie banner settings: the restrictive policy (opt-in and out), in French. */
export const COOKIE_SETTINGS = {
  isCookieBannerEnabled: true,
  isRestrictiveCookiePolicyEnabled: true,
  isRestrictiveCookiePolicyAbsolute: false,
  isVisitorDataRestricted: true,
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerTheme: 'DARK',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerText:
    '<p>Nous utilisons des cookies pour mesurer l’audience du site et améliorer votre visite. Vous pouvez les accepter ou les refuser.</p>',
  cookieBannerCtaText: 'Accepter',
  cookieBannerOptOutCtaText: 'Refuser',
} as const;

/** Spec 000 §3-4 popup overlay: a newsletter invitation, shown again 7 days after a close. */
export const POPUP_OVERLAY_SETTINGS = {
  style: 'card',
  enableMobile: true,
  version: 3,
  showUntilSignup: true,
  displayFrequency: 7,
} as const;

/**
 * The site's template and badge (spec 000 §3 template versions, §4 "Badge"): a 7.1 site whose
 * badge type is none, so its pages show no badge (a trial page overrides the type). `href` is
 * where the badge's credit link goes: the platform's site, a placeholder address here.
 */
export const SITE_TEMPLATE = {
  version: '7.1',
  badgeType: 'none',
  badgeHref: 'https://vitrine.example/',
} as const;

export interface Visitor {
  readonly accountId: string;
  readonly email: string;
  readonly displayName: string;
  readonly role: 'member' | 'owner';
}

/**
 * The page context inlined in each page (spec 000 §3 "Page context values read", spec 001 §3
 * "Site context values read"), exactly with the names the runtime reads.
 */
export function pageContextFor(options: {
  readonly pageType: number;
  readonly collectionId: string;
  readonly visitor: Visitor | null;
  readonly origin: string;
  /** The page's preview licensed images (spec 000 §4 licensed-assets bar). */
  readonly previewLicensedImageCount?: number | undefined;
  /** A trial page's site settings (see `SitePage.siteSettingsOverrides`). */
  readonly siteSettingsOverrides?: SitePage['siteSettingsOverrides'];
}): PageContext {
  const { visitor } = options;
  const overrides = options.siteSettingsOverrides;
  return {
    website: {
      id: SITE.websiteId,
      identifier: SITE.identifier,
      baseUrl: options.origin,
      developerMode: false,
      cloneable: false,
      typekitId: null,
      siteStatus: { value: 2 },
    },
    authenticatedAccount: visitor
      ? { id: visitor.accountId, email: visitor.email, displayName: visitor.displayName }
      : null,
    // Spec 000 §6 site roles: an owner has the admin role (1); a member has no site role.
    websiteRoles: visitor?.role === 'owner' ? { [SITE.websiteId]: [1] } : {},
    appDomain: 'localhost',
    templateId: SITE.templateId,
    collection: { id: options.collectionId },
    item: null,
    pageType: options.pageType as PageContext['pageType'],
    websiteSettings: {
      disqusShortname: null,
      commentsEnabled: false,
      mobileInfoBarSettings: { style: 'light' },
      popupOverlaySettings: POPUP_OVERLAY_SETTINGS,
      useEscapeKeyToLogin: true,
      // Not named by the spec's context list: the badge type of §4, read with templateVersion.
      badgeType: overrides?.badgeType ?? SITE_TEMPLATE.badgeType,
    },
    showAnnouncementBar: visitor !== null,
    cookieSettings: COOKIE_SETTINGS,
    captchaSettings: null,
    storeSettings: { selectedCurrency: 'EUR', measurementStandard: 'metric' },
    googleFonts: [],
    typekitFonts: [],
    templateVersion: overrides?.templateVersion ?? SITE_TEMPLATE.version,
    // Not named by the spec's context list: how many preview licensed images the page shows.
    previewLicensedImageCount: options.previewLicensedImageCount ?? 0,
  } as PageContext;
}
