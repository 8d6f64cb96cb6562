import { LIMITS } from '@vitrine/core-data/constants';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UUID_PATTERN } from '../shared/random-id';
import { createFakeCookieDocument, type FakeCookieDocument } from '../testing/fake-cookie-document';
import {
  ANALYTICS_ID_KEY,
  ANALYTICS_ID_LIFETIME_DAYS,
  createAnalyticsIdentity,
  FIRST_SESSION_KEY,
  readStoredAnalyticsId,
  SESSION_ID_KEY,
  STORE_ANALYTICS_ID_WARNING,
} from './create-analytics-identity';
import { STORAGE_ACCESS_WARNING, type StorageLike } from './open-storage';

const NOW = Date.UTC(2025, 5, 1);
const DAY = 86_400_000;
const ID_A = '11111111-1111-4111-8111-111111111111';
const ID_B = '22222222-2222-4222-8222-222222222222';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

let doc: FakeCookieDocument;
let local: MemoryStorage;
let session: MemoryStorage;
let ids: string[];
let warn: ReturnType<typeof vi.spyOn>;

const identity = (options: Parameters<typeof createAnalyticsIdentity>[0] = {}) =>
  createAnalyticsIdentity({
    localStorage: local,
    sessionStorage: session,
    now: () => NOW,
    createId: () => ids.shift() ?? 'no-more-ids',
    ...options,
  });

const cookie = (name: string) => {
  const pair = doc.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return pair && decodeURIComponent(pair.slice(name.length + 1));
};

beforeEach(() => {
  doc = createFakeCookieDocument({ now: () => NOW });
  vi.stubGlobal('document', doc);
  local = new MemoryStorage();
  session = new MemoryStorage();
  ids = [ID_A, ID_B, '33333333-3333-4333-8333-333333333333'];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
});

describe('createAnalyticsIdentity (spec 001 §3 "Analytics id and session", §8, §9)', () => {
  it('stores the id for 390 days (LIMITS.cookies.analyticsLifetimeDays)', () => {
    expect(ANALYTICS_ID_LIFETIME_DAYS).toBe(390);
    expect(ANALYTICS_ID_LIFETIME_DAYS).toBe(LIMITS.cookies.analyticsLifetimeDays);
  });

  it('generates an id when none is stored, and stores it in the cookie and local storage', () => {
    expect(identity().resolve()).toEqual({
      analyticsId: ID_A,
      sessionId: ID_B,
      isFirstLanding: true,
      isFirstSession: true,
      marketingId: undefined,
    });
    expect(cookie(ANALYTICS_ID_KEY)).toBe(ID_A);
    expect(doc.lastWrite(ANALYTICS_ID_KEY)?.expires).toBe(new Date(NOW + 390 * DAY).toUTCString());
    expect(JSON.parse(local.getItem(ANALYTICS_ID_KEY) ?? '')).toEqual({
      id: ID_A,
      expires: NOW + 390 * DAY,
    });
    expect(session.getItem(SESSION_ID_KEY)).toBe(ID_B);
    expect(session.getItem(FIRST_SESSION_KEY)).toBe('1');
    expect(warn).not.toHaveBeenCalled();
  });

  it('reads the cookie first', () => {
    doc.seed(ANALYTICS_ID_KEY, '44444444-4444-4444-8444-444444444444');
    local.setItem(ANALYTICS_ID_KEY, JSON.stringify({ id: ID_B, expires: NOW + DAY }));
    const found = identity().resolve();
    expect(found?.analyticsId).toBe('44444444-4444-4444-8444-444444444444');
    expect(found?.isFirstSession).toBe(false);
    expect(JSON.parse(local.getItem(ANALYTICS_ID_KEY) ?? '').id).toBe(
      '44444444-4444-4444-8444-444444444444',
    );
  });

  it('then local storage, while it has not expired, and puts it back in the cookie', () => {
    local.setItem(ANALYTICS_ID_KEY, JSON.stringify({ id: ID_B, expires: NOW + DAY }));
    expect(identity().resolve()?.analyticsId).toBe(ID_B);
    expect(cookie(ANALYTICS_ID_KEY)).toBe(ID_B);
    local.setItem(ANALYTICS_ID_KEY, JSON.stringify({ id: ID_B, expires: NOW }));
    doc = createFakeCookieDocument({ now: () => NOW });
    vi.stubGlobal('document', doc);
    ids = ['66666666-6666-4666-8666-666666666666'];
    expect(identity().resolve()?.analyticsId).toBe('66666666-6666-4666-8666-666666666666');
  });

  it('then memory, when neither the cookie nor storage keeps it', () => {
    const noCookies = createFakeCookieDocument();
    Object.defineProperty(noCookies, 'cookie', { get: () => '', set: () => {} });
    vi.stubGlobal('document', noCookies);
    const page = identity({ localStorage: null });
    const first = page.resolve();
    const second = page.resolve();
    expect(first?.analyticsId).toBe(ID_A);
    expect(second?.analyticsId).toBe(ID_A);
    expect(warn).toHaveBeenCalledWith(STORE_ANALYTICS_ID_WARNING);
    expect(STORE_ANALYTICS_ID_WARNING).toBe('Unable to store analyticsId');
  });

  it("warns 'Unable to store analyticsId' when local storage refuses the write", () => {
    const full: StorageLike = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(identity({ localStorage: full }).resolve()?.analyticsId).toBe(ID_A);
    expect(warn).toHaveBeenCalledWith('Unable to store analyticsId');
  });

  it("warns 'Unable access local/session storage.' when storage cannot be reached", () => {
    expect(STORAGE_ACCESS_WARNING).toBe('Unable access local/session storage.');
    const blocked: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const found = identity({ localStorage: blocked, sessionStorage: blocked }).resolve();
    expect(found?.analyticsId).toBe(ID_A);
    expect(found?.isFirstLanding).toBe(true);
    expect(warn).toHaveBeenCalledWith('Unable access local/session storage.');
  });

  it('warns the same when reading window.localStorage itself throws', () => {
    vi.stubGlobal('window', {});
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(
        createAnalyticsIdentity({ sessionStorage: null, createId: () => ID_A }).resolve()
          ?.analyticsId,
      ).toBe(ID_A);
      expect(warn).toHaveBeenCalledWith('Unable access local/session storage.');
    } finally {
      Reflect.deleteProperty(globalThis, 'localStorage');
    }
  });

  it('keeps the first-landing and first-session flags in session storage', () => {
    const landing = identity().resolve();
    expect(landing).toMatchObject({ isFirstLanding: true, isFirstSession: true });
    const nextPage = identity().resolve();
    expect(nextPage).toMatchObject({
      analyticsId: ID_A,
      sessionId: ID_B,
      isFirstLanding: false,
      isFirstSession: true,
    });
    session.items.clear(); // a new browser session, same visitor
    ids = ['55555555-5555-4555-8555-555555555555'];
    expect(identity().resolve()).toMatchObject({
      analyticsId: ID_A,
      sessionId: '55555555-5555-4555-8555-555555555555',
      isFirstLanding: true,
      isFirstSession: false,
    });
  });

  it('reads the marketing id from SS_MID', () => {
    doc.seed('SS_MID', 'mk-123');
    expect(identity().resolve()?.marketingId).toBe('mk-123');
  });

  it('reads and stores nothing while tracking is not allowed', () => {
    const page = identity({ consent: { allowsTracking: () => false, subscribe: () => () => {} } });
    expect(page.resolve()).toBeUndefined();
    expect(doc.writes).toEqual([]);
    expect(local.items.size).toBe(0);
    expect(session.items.size).toBe(0);
  });

  it('property: stored values of any shape never crash and are replaced by a fresh id', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.boolean(),
        (cookieValue, stored, sessionId, encode) => {
          doc = createFakeCookieDocument({ now: () => NOW });
          vi.stubGlobal('document', doc);
          doc.seed(ANALYTICS_ID_KEY, encode ? encodeURIComponent(cookieValue) : cookieValue);
          local = new MemoryStorage();
          session = new MemoryStorage();
          local.setItem(ANALYTICS_ID_KEY, stored);
          session.setItem(SESSION_ID_KEY, sessionId);
          const found = createAnalyticsIdentity({
            localStorage: local,
            sessionStorage: session,
            now: () => NOW,
          }).resolve();
          expect(found?.analyticsId).toMatch(UUID_PATTERN);
          expect(found?.sessionId).toMatch(UUID_PATTERN);
          expect(found?.isFirstSession).toBe(true);
          expect(cookie(ANALYTICS_ID_KEY)).toBe(found?.analyticsId);
          expect(readStoredAnalyticsId(local.getItem(ANALYTICS_ID_KEY), NOW)).toBe(
            found?.analyticsId,
          );
        },
      ),
    );
  });

  it('property: readStoredAnalyticsId accepts only an unexpired entry with a UUID', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value);
        const id = readStoredAnalyticsId(text, NOW);
        if (id !== undefined) {
          expect(id).toMatch(UUID_PATTERN);
          expect((value as { expires: number }).expires).toBeGreaterThan(NOW);
        }
      }),
    );
    expect(readStoredAnalyticsId(JSON.stringify({ id: ID_A, expires: NOW + 1 }), NOW)).toBe(ID_A);
    expect(
      readStoredAnalyticsId(JSON.stringify({ id: ID_A, expires: String(NOW + 1) }), NOW),
    ).toBeUndefined();
  });
});
