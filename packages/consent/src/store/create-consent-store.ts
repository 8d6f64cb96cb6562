import { type CookieOptions, writeCookie } from '@vitrine/core-data/cookies';
import {
  type ConsentChoice,
  type ConsentPolicy,
  isSameConsentPolicy,
  PENDING_CONSENT_POLICY,
} from '../policy/consent-policy';
import {
  allowsNonEssentialCookies,
  isCookieBannerShown,
  resolveConsentChoice,
} from '../policy/consent-rules';
import { readGlobalPrivacyControl } from '../policy/global-privacy-control';
import { clearRestrictivePolicyCookies } from '../policy/restrictive-policy-cookies';
import { readConsentChoice, writeConsentChoice } from './choice-cookie';
import { COOKIE_BANNER_EVENTS, type CookieBannerEventKind } from './cookie-banner-events';

/**
 * What telemetry (and anything else that tracks visitors) needs from consent: the structural
 * contract of `@vitrine/consent/store`.
 */
export interface ConsentGate {
  /** The choice in force: stored, or a refusal through GPC; undefined before any choice. */
  getChoice(): ConsentChoice | undefined;
  /** True when the policy needs no choice, or the visitor allowed; never under an absolute policy. */
  allowsTracking(): boolean;
  /** Calls `listener` after every change of choice, policy or banner state; returns unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** One immutable view of a store, the same object until something changes. */
export interface ConsentSnapshot {
  readonly policy: ConsentPolicy;
  readonly choice: ConsentChoice | undefined;
  readonly allowsTracking: boolean;
  /** Spec 000 §4: shown until a choice exists, or while forced. */
  readonly bannerShown: boolean;
  readonly forced: boolean;
  /** Bumped by the update event: the banner remounts when it changes. */
  readonly mountKey: number;
}

/** A framework-free, subscribable consent store. */
export interface ConsentStore extends ConsentGate {
  getSnapshot(): ConsentSnapshot;
  /** Sets the site's policy; then clears the restrictive-policy cookies if they are not allowed. */
  setPolicy(policy: ConsentPolicy): void;
  /** The visitor accepts: stores allowed true for 30 days and hides the banner. */
  allow(): void;
  /** The visitor refuses: stores allowed false, clears the restrictive-policy cookies, hides the banner. */
  deny(): void;
  /** Whether a non-essential cookie may be written now. */
  canWriteNonEssentialCookies(): boolean;
  /** Writes a non-essential cookie only when allowed; returns whether it was written. */
  writeNonEssentialCookie(name: string, value: string, options?: CookieOptions): boolean;
  /** The same as dispatching the force, update and unforce events on `window`. */
  force(): void;
  update(): void;
  unforce(): void;
  /** Stops listening to the window events. */
  destroy(): void;
}

export interface ConsentStoreOptions {
  /** The site's policy; until one is set the store is restrictive and shows no banner. */
  readonly policy?: ConsentPolicy;
  /** The Global Privacy Control signal; defaults to `navigator.globalPrivacyControl`. */
  readonly globalPrivacyControl?: () => boolean;
}

/** Adds (or removes) the handlers of the banner's window events: force, update, unforce. */
function listenToBannerEvents(
  handlers: Record<CookieBannerEventKind, () => void>,
  on: boolean,
): void {
  if (typeof window === 'undefined') return;
  for (const kind in handlers) {
    window[on ? 'addEventListener' : 'removeEventListener'](
      COOKIE_BANNER_EVENTS[kind as CookieBannerEventKind],
      handlers[kind as CookieBannerEventKind],
    );
  }
}

/**
 * Creates a consent store (spec 000 §4, §9). Nothing is read before first use: the stored choice
 * and the GPC signal are read once, on the first call that needs them. The window events are
 * listened to while the store has subscribers.
 */
export function createConsentStore(options: ConsentStoreOptions = {}): ConsentStore {
  let policy = options.policy ?? PENDING_CONSENT_POLICY;
  let configured = options.policy !== undefined;
  let read = false;
  let stored: ConsentChoice | undefined;
  let gpc = false;
  let forced = false;
  let mountKey = 0;
  let snapshot: ConsentSnapshot | undefined;
  const listeners = new Set<() => void>();

  const choice = (): ConsentChoice | undefined => {
    if (!read) {
      read = true;
      stored = readConsentChoice();
      gpc = (options.globalPrivacyControl ?? readGlobalPrivacyControl)();
      enforce();
    }
    return resolveConsentChoice(policy, stored, gpc);
  };
  const allows = () => allowsNonEssentialCookies(policy, choice());
  // Only a known policy clears cookies: the pending one must not wipe a permissive site's.
  const enforce = () => {
    if (configured && !allows()) clearRestrictivePolicyCookies();
  };
  const emit = () => {
    snapshot = undefined;
    for (const listener of [...listeners]) listener();
  };
  const choose = (next: ConsentChoice) => {
    choice();
    stored = next;
    forced = false;
    writeConsentChoice(next);
    enforce();
    emit();
  };
  const handlers: Record<CookieBannerEventKind, () => void> = {
    force: () => {
      forced = true;
      emit();
    },
    update: () => {
      mountKey++;
      emit();
    },
    unforce: () => {
      forced = false;
      emit();
    },
  };

  return {
    getChoice: choice,
    allowsTracking: allows,
    canWriteNonEssentialCookies: allows,
    subscribe(listener) {
      if (listeners.size === 0) listenToBannerEvents(handlers, true);
      listeners.add(listener);
      return () => {
        if (listeners.delete(listener) && listeners.size === 0)
          listenToBannerEvents(handlers, false);
      };
    },
    getSnapshot() {
      if (snapshot) return snapshot;
      const current = choice();
      snapshot = {
        policy,
        choice: current,
        allowsTracking: allows(),
        bannerShown: isCookieBannerShown(policy, current, forced),
        forced,
        mountKey,
      };
      return snapshot;
    },
    setPolicy(next) {
      const changed = !isSameConsentPolicy(policy, next);
      policy = next;
      configured = true;
      if (read) enforce();
      else choice();
      if (changed) emit();
    },
    allow: () => choose('allowed'),
    deny: () => choose('denied'),
    writeNonEssentialCookie: (name, value, cookieOptions) =>
      allows() && writeCookie(name, value, cookieOptions),
    force: handlers.force,
    update: handlers.update,
    unforce: handlers.unforce,
    destroy() {
      listeners.clear();
      listenToBannerEvents(handlers, false);
    },
  };
}
