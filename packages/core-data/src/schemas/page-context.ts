import * as z from 'zod/mini';
import { DEFAULT_STORE_CURRENCY } from '../currencies';
import { PageType } from '../enums/page-type';
import { TemplateVersion } from '../enums/website';
import { CookieBannerSettingsSchema } from './cookie-banner-settings';
import { CurrencyCodeSchema } from './money-value';
import { type ParseResult, parseWith } from './parse-result';
import { PopupOverlaySettingsSchema } from './popup-overlay-settings';

/** A numeric or string id the spec does not type (website type, site status, styles). */
const LooseIdSchema = z.union([z.number(), z.string()]);
const WithIdSchema = z.looseObject({ id: z.string() });

const WebsiteSchema = z.looseObject({
  id: z.optional(z.string()),
  identifier: z.optional(z.string()),
  baseUrl: z.optional(z.string()),
  developerMode: z.optional(z.boolean()),
  cloneable: z.optional(z.boolean()),
  typekitId: z.nullish(z.string()),
  // Compared with WebsiteType; the spec gives no wire values, so either kind is kept.
  websiteType: z.optional(LooseIdSchema),
  // Compared with WebsiteSubscriptionState; kept as sent for the same reason.
  siteStatus: z.optional(z.looseObject({ value: z.optional(LooseIdSchema) })),
});

const WebsiteSettingsSchema = z.looseObject({
  disqusShortname: z.nullish(z.string()),
  commentsEnabled: z.optional(z.boolean()),
  mobileInfoBarSettings: z.nullish(z.looseObject({ style: z.nullish(LooseIdSchema) })),
  popupOverlaySettings: z.nullish(PopupOverlaySettingsSchema),
  pinterestOverlayOptions: z.nullish(z.looseObject({ mode: z.nullish(z.string()) })),
  useEscapeKeyToLogin: z.optional(z.boolean()),
});

const StoreSettingsSchema = z.looseObject({
  // Spec 000 §3 "Currency": the default store currency is USD.
  selectedCurrency: z._default(CurrencyCodeSchema, DEFAULT_STORE_CURRENCY),
  // Read by measurementUnits (constants): 'imperial' in any case, otherwise metric.
  measurementStandard: z.nullish(z.string()),
});

/** Template versions may come as numbers (7, 7.1, 8): they are read as TemplateVersion strings. */
const TemplateVersionSchema = z.union([
  z.enum(TemplateVersion.values),
  z.pipe(
    z.literal([7, 7.1, 8]),
    z.transform((version) => String(version) as TemplateVersion),
  ),
]);

/**
 * The page context the published page is rendered with: the values spec 000 §3 "Page context
 * values read" and spec 001 §3 "Site context values read" name. Every field is optional and extra
 * fields are kept. `websiteRoles` maps a website id to the account's role numbers on that site
 * (see SiteRole); `pageType` must be one of the page type numbers; `storeSettings` is always
 * present, with `selectedCurrency` defaulting to USD.
 */
export const PageContextSchema = z.looseObject({
  website: z.optional(WebsiteSchema),
  authenticatedAccount: z.nullish(z.looseObject({})),
  websiteRoles: z.optional(z.record(z.string(), z.array(z.int()))),
  appDomain: z.optional(z.string()),
  templateId: z.optional(z.string()),
  collection: z.nullish(WithIdSchema),
  item: z.nullish(WithIdSchema),
  pageType: z.optional(z.literal(PageType.values)),
  demoCollections: z.optional(z.array(z.looseObject({ collectionId: z.string() }))),
  websiteSettings: z.optional(WebsiteSettingsSchema),
  showAnnouncementBar: z.optional(z.boolean()),
  cookieSettings: z.nullish(CookieBannerSettingsSchema),
  captchaSettings: z.nullish(z.looseObject({ siteKey: z.nullish(z.string()) })),
  storeSettings: z.prefault(StoreSettingsSchema, {}),
  googleFonts: z.optional(z.array(z.looseObject({ includeName: z.string() }))),
  typekitFonts: z.optional(
    z.array(z.looseObject({ id: z.string(), variations: z.optional(z.array(z.string())) })),
  ),
  templateVersion: z.optional(TemplateVersionSchema),
});
export type PageContext = z.output<typeof PageContextSchema>;

/**
 * A safe page context for callers whose context fails to parse: an anonymous visitor on a page
 * of unknown type, no announcement bar, a USD store. Frozen, since it is shared.
 */
export const DEFAULT_PAGE_CONTEXT: PageContext = Object.freeze({
  authenticatedAccount: null,
  showAnnouncementBar: false,
  storeSettings: Object.freeze({ selectedCurrency: DEFAULT_STORE_CURRENCY }),
});

/** Parses the page context; never throws. On failure, use {@link DEFAULT_PAGE_CONTEXT}. */
export function parsePageContext(input: unknown): ParseResult<PageContext> {
  return parseWith(PageContextSchema, input, 'page context');
}
