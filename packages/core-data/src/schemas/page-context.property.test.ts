import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageType } from '../enums/page-type';
import { TemplateVersion } from '../enums/website';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileFields,
  hostileKey,
  hostileRecord,
} from '../testing/property-harness';
import { DEFAULT_PAGE_CONTEXT, PageContextSchema, parsePageContext } from './page-context';

// Property suite: parsePageContext reads the page context the published page is rendered with
// (spec 000 §3 "Page context values read", spec 001 §3), JSON written into the page.
const pageContext = { subject: 'page context', schema: PageContextSchema, parse: parsePageContext };

// Currency codes and a template version among the hostile strings: near misses of real values.
const { hostileString, sometimes } = hostileFields(['USD', 'usd', 'EUR', '7.1']);

const pageContextLike = hostileRecord(
  {
    website: sometimes(
      fc.record(
        {
          id: sometimes(hostileString),
          identifier: sometimes(hostileString),
          baseUrl: sometimes(hostileString),
          developerMode: sometimes(fc.boolean()),
          websiteType: sometimes(fc.oneof(fc.integer(), hostileString)),
          siteStatus: sometimes(
            fc.record({ value: sometimes(fc.oneof(fc.integer(), hostileString)) }),
          ),
        },
        { requiredKeys: [] },
      ),
    ),
    authenticatedAccount: sometimes(fc.oneof(fc.constant(null), fc.record({ id: hostileString }))),
    websiteRoles: sometimes(
      fc.dictionary(hostileKey, fc.array(sometimes(fc.integer()), { maxLength: 4 }), {
        maxKeys: 4,
      }),
    ),
    pageType: sometimes(fc.constantFrom(...PageType.values)),
    collection: sometimes(fc.oneof(fc.constant(null), fc.record({ id: sometimes(hostileString) }))),
    websiteSettings: sometimes(
      fc.record(
        {
          popupOverlaySettings: sometimes(
            fc.record(
              {
                style: sometimes(fc.oneof(hostileString, fc.integer())),
                version: sometimes(fc.nat()),
                displayFrequency: sometimes(fc.integer({ min: -1, max: 400 })),
              },
              { requiredKeys: [] },
            ),
          ),
          useEscapeKeyToLogin: sometimes(fc.boolean()),
        },
        { requiredKeys: [] },
      ),
    ),
    cookieSettings: sometimes(
      fc.record(
        { cookieBannerVariant: hostileString, isCookieBannerEnabled: sometimes(fc.boolean()) },
        { requiredKeys: [] },
      ),
    ),
    storeSettings: sometimes(
      fc.record(
        {
          selectedCurrency: sometimes(fc.constantFrom('USD', 'EUR', 'JPY', 'GBP')),
          measurementStandard: sometimes(hostileString),
        },
        { requiredKeys: [] },
      ),
    ),
    googleFonts: sometimes(
      fc.array(fc.record({ includeName: sometimes(hostileString) }), { maxLength: 3 }),
    ),
    templateVersion: sometimes(fc.constantFrom(7, 7.1, 8, ...TemplateVersion.values)),
  },
  { authenticatedAccount: {} },
  { plainWeight: 4 },
);

describe('parsePageContext (property, spec 000 §3, spec 001 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid context or a typed error', () => {
    assertParsesAnyInput(pageContext);
  });

  it('reads hostile page contexts: a valid context parses again to itself, with a currency code (USD by default), a known page type and template version', () => {
    expect(parsePageContext(DEFAULT_PAGE_CONTEXT)).toEqual({
      ok: true,
      value: DEFAULT_PAGE_CONTEXT,
    });
    assertReadsHostile(pageContext, pageContextLike, (context, input) => {
      // An own "__proto__" key is dropped, never read as the context's prototype.
      const account = Object.hasOwn(input, 'authenticatedAccount')
        ? input.authenticatedAccount
        : undefined;
      const read = context.authenticatedAccount;
      if (account === null || account === undefined) assert.equal(read, account);
      else assert.deepEqual(Object.entries(read ?? {}), Object.entries(account));
      const { storeSettings, pageType, templateVersion } = context;
      assert.match(storeSettings.selectedCurrency, /^[A-Z]{3}$/);
      const sent = (input as { storeSettings?: { selectedCurrency?: unknown } }).storeSettings;
      if (sent?.selectedCurrency === undefined) assert.equal(storeSettings.selectedCurrency, 'USD');
      if (pageType !== undefined) assert.ok(PageType.is(pageType));
      if (templateVersion !== undefined) assert.ok(TemplateVersion.is(templateVersion));
    });
  });
});
