import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PageType } from '../enums/page-type';
import { TemplateVersion } from '../enums/website';
import { DEFAULT_PAGE_CONTEXT, PageContextSchema, parsePageContext } from './page-context';
import type { ParseResult } from './parse-result';

// Property suite: parsePageContext reads the page context the published page is rendered with
// (spec 000 §3 "Page context values read", spec 001 §3), JSON written into the page.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const HOSTILE = [
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '__proto__',
  'constructor',
  '',
  ' ',
  '\u0000',
  '\ud800',
  'x'.repeat(5_000),
  '1e400',
  'NaN',
  'USD',
  'usd',
  'EUR',
  '7.1',
];
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...HOSTILE),
);
const hostileKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString') },
);
const anyValue = fc.anything({
  key: hostileKey,
  maxDepth: 2,
  maxKeys: 5,
  withBigInt: true,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withSparseArray: true,
});
/** An object whose every read throws, as a hostile proxy would. */
const unreadable = new Proxy(
  {},
  {
    get: () => {
      throw new Error('unreadable');
    },
    ownKeys: () => {
      throw new Error('unreadable');
    },
    getOwnPropertyDescriptor: () => {
      throw new Error('unreadable');
    },
  },
);

/** Values of the wrong kind for any field. */
const wrongValue = fc.oneof(
  fc.constantFrom(
    null,
    undefined,
    0,
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    '',
    [],
    {},
  ),
  hostileString,
  fc.double(),
);
/** Mostly a value of the right kind, sometimes a wrong one: each field is right or wrong alone. */
const sometimes = <T>(right: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: right }, { weight: 1, arbitrary: wrongValue });
/** An own `__proto__` key, as JSON.parse makes of `{"__proto__": …}`. */
const withProtoKey = <T extends object>(record: T, value: unknown): T =>
  Object.defineProperty({ ...record }, '__proto__', {
    value,
    enumerable: true,
    configurable: true,
    writable: true,
  });

const pageContextLike = fc
  .record(
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
      authenticatedAccount: sometimes(
        fc.oneof(fc.constant(null), fc.record({ id: hostileString })),
      ),
      websiteRoles: sometimes(
        fc.dictionary(hostileKey, fc.array(sometimes(fc.integer()), { maxLength: 4 }), {
          maxKeys: 4,
        }),
      ),
      pageType: sometimes(fc.constantFrom(...PageType.values)),
      collection: sometimes(
        fc.oneof(fc.constant(null), fc.record({ id: sometimes(hostileString) })),
      ),
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
    { requiredKeys: [] },
  )
  .chain((record) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(record) },
      {
        weight: 1,
        arbitrary: fc.constant(withProtoKey(record, { authenticatedAccount: {}, polluted: true })),
      },
    ),
  );

function expectPageContextResult(result: ParseResult<unknown>) {
  if (result.ok) {
    // A valid value passes the schema again, unchanged.
    assert.ok(PageContextSchema.safeParse(result.value).success);
    assert.equal(Object.getPrototypeOf(result.value), Object.prototype);
  } else {
    assert.match(result.error.message, /^Invalid page context/);
    assert.ok(result.error.issues.length > 0);
    for (const issue of result.error.issues) {
      assert.equal(typeof issue.path, 'string');
      assert.equal(typeof issue.message, 'string');
    }
  }
}

describe('parsePageContext (property, spec 000 §3, spec 001 §3)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid context or a typed error', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.jsonValue(), fc.constant(unreadable)), (input) => {
        expectPageContextResult(parsePageContext(input));
      }),
      RUNS,
    );
  });

  it('reads hostile page contexts: a valid context parses again to itself, with a currency code (USD by default), a known page type and template version', () => {
    expect(parsePageContext(DEFAULT_PAGE_CONTEXT)).toEqual({
      ok: true,
      value: DEFAULT_PAGE_CONTEXT,
    });
    let valid = 0;
    fc.assert(
      fc.property(pageContextLike, (input) => {
        const result = parsePageContext(input);
        expectPageContextResult(result);
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
        if (!result.ok) return;
        valid += 1;
        assert.deepEqual(parsePageContext(result.value), result);
        // An own "__proto__" key is dropped, never read as the context's prototype.
        const account = Object.hasOwn(input, 'authenticatedAccount')
          ? (input as { authenticatedAccount?: unknown }).authenticatedAccount
          : undefined;
        const read = result.value.authenticatedAccount;
        if (account === null || account === undefined) assert.equal(read, account);
        else assert.deepEqual(Object.entries(read ?? {}), Object.entries(account));
        const { storeSettings, pageType, templateVersion } = result.value;
        assert.match(storeSettings.selectedCurrency, /^[A-Z]{3}$/);
        const sent = (input as { storeSettings?: { selectedCurrency?: unknown } }).storeSettings;
        if (sent?.selectedCurrency === undefined)
          assert.equal(storeSettings.selectedCurrency, 'USD');
        if (pageType !== undefined) assert.ok(PageType.is(pageType));
        if (templateVersion !== undefined) assert.ok(TemplateVersion.is(templateVersion));
      }),
      RUNS,
    );
    // Not a vacuous property: a good share of the hostile contexts is valid.
    assert.ok(valid > RUNS.numRuns / 10);
  });
});
