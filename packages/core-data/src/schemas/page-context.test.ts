import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageType } from '../enums/page-type';
import { SiteRole } from '../enums/site-role';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { DEFAULT_PAGE_CONTEXT, parsePageContext } from './page-context';

/** A page context with every value spec 000 §3 and spec 001 §3 name, plus server extras. */
const context = {
  website: {
    id: 'site-1',
    identifier: 'boulangerie-martin',
    baseUrl: 'https://boulangerie-martin.fr',
    developerMode: false,
    cloneable: false,
    typekitId: 'abc1234',
    websiteType: 1,
    siteStatus: { value: 'paid', description: 'Payant' },
    language: 'fr-FR',
  },
  authenticatedAccount: { id: 'account-1', displayName: 'Camille' },
  websiteRoles: { 'site-1': [SiteRole.ADMIN, SiteRole.EDITOR] },
  appDomain: 'example-builder.com',
  templateId: 'template-1',
  collection: { id: 'collection-1', typeName: 'page' },
  item: { id: 'item-1' },
  pageType: PageType.CONTENT_ITEM,
  demoCollections: [{ collectionId: 'demo-1' }],
  websiteSettings: {
    disqusShortname: 'boulangerie',
    commentsEnabled: true,
    mobileInfoBarSettings: { style: 2, isContactEmailEnabled: true },
    popupOverlaySettings: {
      style: 'modal',
      enableMobile: false,
      version: 1,
      showUntilSignup: true,
      displayFrequency: -1,
    },
    pinterestOverlayOptions: { mode: 'disabled' },
    useEscapeKeyToLogin: true,
  },
  showAnnouncementBar: false,
  cookieSettings: {
    isCookieBannerEnabled: true,
    cookieBannerVariant: 'BAR',
    cookieBannerPosition: 'BOTTOM',
  },
  captchaSettings: { siteKey: 'site-key' },
  storeSettings: { selectedCurrency: 'EUR', measurementStandard: 'METRIC', expressCheckout: true },
  googleFonts: [{ includeName: 'Roboto:400,700' }],
  typekitFonts: [{ id: 'font-1', variations: ['n4', 'i4', 'n7'] }],
  templateVersion: '7.1',
  rollups: {},
};

describe('parsePageContext (spec 000 §3 "Page context values read", spec 001 §3)', () => {
  it('accepts a full context and keeps the fields it does not name', () => {
    expect(parsePageContext(context)).toEqual({ ok: true, value: context });
  });

  it('accepts an empty context, defaulting the store currency to USD (spec 000 §3 "Currency")', () => {
    expect(parsePageContext({})).toEqual({
      ok: true,
      value: { storeSettings: { selectedCurrency: 'USD' } },
    });
    expect(parsePageContext({ storeSettings: { measurementStandard: 'IMPERIAL' } })).toEqual({
      ok: true,
      value: { storeSettings: { selectedCurrency: 'USD', measurementStandard: 'IMPERIAL' } },
    });
  });

  it('reads an anonymous visitor, with null account, collection and item', () => {
    const result = parsePageContext({ authenticatedAccount: null, collection: null, item: null });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.authenticatedAccount).toBeNull();
  });

  it.each(PageType.values)('accepts the page type %i', (pageType) => {
    const result = parsePageContext({ pageType });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.pageType).toBe(pageType);
  });

  it.each([
    ['7', '7'],
    ['7.1', '7.1'],
    ['8', '8'],
    [7, '7'],
    [7.1, '7.1'],
    [8, '8'],
  ])('reads the template version %j as %j', (templateVersion, expected) => {
    const result = parsePageContext({ templateVersion });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.templateVersion).toBe(expected);
  });

  it('keeps website type and site status as sent, numbers or strings', () => {
    const result = parsePageContext({
      website: { websiteType: 'COVER_PAGE', siteStatus: { value: 'resold-grace-period' } },
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.website?.websiteType).toBe('COVER_PAGE');
      expect(result.value.website?.siteStatus?.value).toBe('resold-grace-period');
    }
  });

  it.each([
    ['pageType', 'expected one of 1, 2, 3, 50, 100, 101, 102, 103, … (23 values)', { pageType: 4 }],
    [
      'pageType',
      'expected one of 1, 2, 3, 50, 100, 101, 102, 103, … (23 values)',
      { pageType: '100' },
    ],
    ['templateVersion', 'matches none of the accepted forms', { templateVersion: '9' }],
    [
      'website.developerMode',
      'expected boolean, received string',
      { website: { developerMode: 'false' } },
    ],
    ['website.id', 'expected string, received number', { website: { id: 1 } }],
    [
      'website.siteStatus.value',
      'expected number or string, received boolean',
      { website: { siteStatus: { value: true } } },
    ],
    ['websiteRoles', 'expected record, received array', { websiteRoles: [1, 10] }],
    [
      'websiteRoles.site-1[0]',
      'expected number, received string',
      { websiteRoles: { 'site-1': ['admin'] } },
    ],
    ['collection.id', 'required (expected string)', { collection: {} }],
    [
      'demoCollections[0].collectionId',
      'required (expected string)',
      { demoCollections: [{ id: 'x' }] },
    ],
    [
      'websiteSettings.popupOverlaySettings.displayFrequency',
      'must be at least -1',
      { websiteSettings: { popupOverlaySettings: { displayFrequency: -5 } } },
    ],
    [
      'websiteSettings.useEscapeKeyToLogin',
      'expected boolean, received number',
      { websiteSettings: { useEscapeKeyToLogin: 1 } },
    ],
    [
      'cookieSettings.isCookieBannerEnabled',
      'expected boolean, received string',
      { cookieSettings: { isCookieBannerEnabled: 'yes' } },
    ],
    [
      'captchaSettings.siteKey',
      'expected string, received number',
      { captchaSettings: { siteKey: 5 } },
    ],
    [
      'storeSettings.selectedCurrency',
      'must be a three-letter upper-case currency code',
      { storeSettings: { selectedCurrency: 'euro' } },
    ],
    ['googleFonts[0].includeName', 'required (expected string)', { googleFonts: [{}] }],
    [
      'typekitFonts[0].variations',
      'expected array, received string',
      { typekitFonts: [{ id: 'f', variations: 'n4' }] },
    ],
    ['showAnnouncementBar', 'expected boolean, received string', { showAnnouncementBar: 'true' }],
  ])('refuses a context with a bad %s: %s', (path, message, input) => {
    expect(parsePageContext(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid page context at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('refuses what is not an object, naming the context itself', () => {
    expect(parsePageContext(undefined)).toEqual({
      ok: false,
      error: {
        message: 'Invalid page context: required (expected object)',
        issues: [{ path: '', message: 'required (expected object)' }],
      },
    });
    expect(parsePageContext('{}').ok).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parsePageContext(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('never throws on context-like input', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...Object.keys(context)), fc.anything()),
        (input) => {
          expect(typeof parsePageContext(input).ok).toBe('boolean');
        },
      ),
      UNIT_TEST_RUNS,
    );
  });
});

describe('DEFAULT_PAGE_CONTEXT', () => {
  it('is an anonymous visitor on a USD store, with no announcement bar', () => {
    expect(DEFAULT_PAGE_CONTEXT).toEqual({
      authenticatedAccount: null,
      showAnnouncementBar: false,
      storeSettings: { selectedCurrency: 'USD' },
    });
  });

  it('is itself a valid page context', () => {
    expect(parsePageContext(DEFAULT_PAGE_CONTEXT)).toEqual({
      ok: true,
      value: DEFAULT_PAGE_CONTEXT,
    });
  });

  it('is frozen, since callers share it', () => {
    expect(Object.isFrozen(DEFAULT_PAGE_CONTEXT)).toBe(true);
    expect(Object.isFrozen(DEFAULT_PAGE_CONTEXT.storeSettings)).toBe(true);
  });
});
