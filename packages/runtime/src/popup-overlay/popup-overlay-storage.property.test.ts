import assert from 'node:assert/strict';
import { PageType } from '@vitrine/core-data/enums';
import { parsePopupOverlaySettings } from '@vitrine/core-data/schemas/popup-overlay-settings';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, type MockInstance, vi } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import {
  type KeyValueStorage,
  readPopupOverlayStoredData,
  recordPopupOverlayClosed,
  recordPopupOverlaySubmitted,
} from './popup-overlay-storage';
import { popupOverlayDecision } from './should-show-popup-overlay';

// Property suite: the popup overlay's local storage (spec 000 §3: date-closed, version,
// submitted) is text any script of the site can write, and settings come from the page context.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const KEYS = ['date-closed', 'version', 'submitted'] as const;
const HOSTILE = [
  ...HOSTILE_STRINGS,
  ' 1',
  '1e3',
  '1e+21',
  '0x10',
  '-0',
  '9'.repeat(400),
  'true',
  'false',
  'TRUE',
];
const storedText = fc.oneof(
  fc.string(),
  fc.constantFrom(...HOSTILE),
  fc.integer({ min: 0, max: 2 ** 45 }).map(String),
  fc.double({ noNaN: true }).map(String),
);
const storedEntries = fc.record(
  { 'date-closed': storedText, version: storedText, submitted: storedText },
  { requiredKeys: [] },
);

/** A storage holding `entries`, that may throw on reads or writes as a full or disabled one does. */
function storageOf(entries: Partial<Record<string, string>>, throws = false): KeyValueStorage {
  const map = new Map(Object.entries(entries) as [string, string][]);
  return {
    getItem: (key) => {
      if (throws) throw new DOMException('denied', 'SecurityError');
      return map.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (throws) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, String(value));
    },
  };
}

const settingsLike = fc.record(
  {
    style: fc.oneof(fc.constantFrom('full', 'none', '', null), fc.string(), fc.integer()),
    enableMobile: fc.boolean(),
    version: fc.oneof(fc.nat(50), fc.double({ min: 0, noNaN: true })),
    showUntilSignup: fc.boolean(),
    displayFrequency: fc.oneof(fc.constant(-1), fc.nat(400), fc.double({ min: -1, noNaN: true })),
  },
  { requiredKeys: [] },
);
const pageContext = fc.record({
  pageType: fc.option(fc.constantFrom(...PageType.values), { nil: undefined }),
  screenshot: fc.boolean(),
  isMobile: fc.boolean(),
});
const REASONS = [
  'first-visit',
  'newer-version',
  'frequency-elapsed',
  'no-style',
  'page',
  'screenshot',
  'device',
  'submitted',
  'never-again',
  'recently-closed',
];

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});

describe('popup overlay storage (property, spec 000 §3, §4)', { timeout: 60_000 }, () => {
  it('never throws on any stored text or failing storage, and reads finite numbers and booleans', () => {
    fc.assert(
      fc.property(storedEntries, fc.boolean(), (entries, throws) => {
        const stored = readPopupOverlayStoredData(storageOf(entries, throws));
        if (throws) assert.deepEqual(stored, {});
        for (const key of ['date-closed', 'version'] as const) {
          const value = stored[key];
          if (value !== undefined) assert.ok(Number.isFinite(value), `${key} ${value}`);
        }
        if (stored.submitted !== undefined) assert.equal(typeof stored.submitted, 'boolean');
        for (const key of Object.keys(stored)) assert.ok((KEYS as readonly string[]).includes(key));
      }),
      RUNS,
    );
  });

  it('reads back what it records: the close date, the version and the submission', () => {
    const settingsVersion = fc.option(
      fc.oneof(
        fc.nat(1_000),
        fc.double({ min: 0, max: 1e300, noNaN: true, noDefaultInfinity: true }),
      ),
      { nil: undefined },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        settingsVersion,
        fc.boolean(),
        (now, version, submitted) => {
          const storage = storageOf({});
          recordPopupOverlayClosed(storage, now, version);
          if (submitted) recordPopupOverlaySubmitted(storage);
          assert.deepEqual(readPopupOverlayStoredData(storage), {
            'date-closed': now,
            ...(version === undefined ? {} : { version }),
            ...(submitted ? { submitted: true } : {}),
          });
        },
      ),
      RUNS,
    );
  });

  it('decides from hostile storage and settings without throwing, by the spec rules', () => {
    fc.assert(
      fc.property(
        storedEntries,
        fc.oneof(settingsLike, fc.anything({ maxDepth: 1 })),
        pageContext,
        fc.integer({ min: 0, max: 2 ** 45 }),
        (entries, rawSettings, context, now) => {
          const stored = readPopupOverlayStoredData(storageOf(entries));
          const parsed = parsePopupOverlaySettings(rawSettings);
          const settings = parsed.ok ? parsed.value : null;
          const decision = popupOverlayDecision(settings, stored, context, now);
          assert.ok(REASONS.includes(decision.reason));
          if (
            context.pageType === PageType.NOT_FOUND ||
            context.pageType === PageType.LOCK_SCREEN
          ) {
            assert.deepEqual(decision, { show: false, reason: 'page' });
          } else if (context.screenshot) {
            assert.deepEqual(decision, { show: false, reason: 'screenshot' });
          } else if (
            settings?.style == null ||
            settings.style === '' ||
            settings.style === 'none'
          ) {
            assert.deepEqual(decision, { show: false, reason: 'no-style' });
          }
          const olderVersion =
            stored.version !== undefined &&
            settings?.version !== undefined &&
            stored.version < settings.version;
          if (decision.show && !olderVersion && stored['date-closed'] !== undefined) {
            // Shown again after a close only once displayFrequency days have passed; -1 never.
            assert.notEqual(settings?.displayFrequency, -1);
          }
        },
      ),
      RUNS,
    );
  });
});
