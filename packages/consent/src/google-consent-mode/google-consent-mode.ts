import type { ConsentGate } from '../store/create-consent-store';

/** A Google consent type's state (Consent Mode v2). */
export type GoogleConsentState = 'granted' | 'denied';

/** The four consent types Google requires for EEA traffic since March 2024 (Consent Mode v2). */
export interface GoogleConsentSignals {
  readonly ad_storage: GoogleConsentState;
  readonly ad_user_data: GoogleConsentState;
  readonly ad_personalization: GoogleConsentState;
  readonly analytics_storage: GoogleConsentState;
}

/** `gtag('consent', 'default' | 'update', signals)`, as Google's tag takes it. */
export type ConsentGtag = (
  command: 'consent',
  action: 'default' | 'update',
  signals: GoogleConsentSignals & { readonly wait_for_update?: number },
) => void;

/** Where the bridge finds (or puts) `gtag` and `dataLayer`: the page's window by default. */
export interface GoogleTagHost {
  dataLayer?: unknown[];
  gtag?: unknown;
}

export interface GoogleConsentModeOptions {
  /** The page's `gtag`; default: `window.gtag`, else one that queues on `window.dataLayer`. */
  readonly gtag?: ConsentGtag;
  /**
   * How long Google's tags wait for the visitor's choice after a denied default, in ms
   * (`wait_for_update`; default 500). Not sent with a granted default.
   */
  readonly waitForUpdate?: number;
  /** The window (tests and frames); default `globalThis`. */
  readonly host?: GoogleTagHost;
}

/** Google's default wait for an update after a denied default, in ms. */
export const GOOGLE_CONSENT_WAIT_FOR_UPDATE_MS = 500;

/** The four signals for one consent decision: all granted when tracking is allowed, else all denied. */
export function googleConsentSignals(allowsTracking: boolean): GoogleConsentSignals {
  const state: GoogleConsentState = allowsTracking ? 'granted' : 'denied';
  return {
    ad_storage: state,
    ad_user_data: state,
    ad_personalization: state,
    analytics_storage: state,
  };
}

/**
 * The page's `gtag`, or Google's own snippet: a function that queues its arguments on
 * `dataLayer` (Google's tag reads that queue when it loads, so the order is kept without it).
 */
function gtagOf(host: GoogleTagHost): ConsentGtag {
  if (typeof host.gtag === 'function') return host.gtag as ConsentGtag;
  host.dataLayer ??= [];
  const dataLayer = host.dataLayer;
  // Google's tag reads each queued call as an Arguments object, as its snippet pushes it.
  const gtag = function () {
    // biome-ignore lint/complexity/noArguments: Google's tag expects the Arguments object
    dataLayer.push(arguments);
  } as unknown as ConsentGtag;
  host.gtag = gtag;
  return gtag;
}

/**
 * Drives Google Consent Mode v2 from the one consent decision (`allowsTracking()` of
 * `@vitrine/consent/store`, GPC included): a `default` when connected (denied before a choice
 * where the policy requires one, with `wait_for_update`), then an `update` on every change of
 * the decision, and nothing when a change leaves it as it was (a forced reopen of the banner).
 * Works without Google on the page: the calls queue on `dataLayer`. Returns the disconnect.
 */
export function connectGoogleConsentMode(
  gate: ConsentGate,
  options: GoogleConsentModeOptions = {},
): () => void {
  const host = options.host ?? (globalThis as GoogleTagHost);
  const gtag = options.gtag ?? gtagOf(host);
  let allowed = gate.allowsTracking();
  gtag('consent', 'default', {
    ...googleConsentSignals(allowed),
    ...(allowed
      ? {}
      : { wait_for_update: options.waitForUpdate ?? GOOGLE_CONSENT_WAIT_FOR_UPDATE_MS }),
  });
  return gate.subscribe(() => {
    const now = gate.allowsTracking();
    if (now === allowed) return;
    allowed = now;
    gtag('consent', 'update', googleConsentSignals(now));
  });
}
