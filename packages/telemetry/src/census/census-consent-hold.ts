import { isTrackingAllowed, type TrackingConsent } from '../shared/when-tracking-allowed';

/**
 * The consent the census reads. `getChoice` (the `@vitrine/consent` store has it) tells a refusal
 * from no choice yet: without it a refusal cannot be seen, and held calls wait until tracking is
 * allowed or the census is destroyed.
 */
export interface CensusConsent extends TrackingConsent {
  /** `'denied'` once the visitor refused (stored choice, or Global Privacy Control). */
  getChoice?(): string | undefined;
}

/** Calls kept until the visitor chooses. */
export interface ConsentHold {
  /**
   * Keeps `send` to run once tracking is allowed. False when it is not kept: the visitor refused,
   * the hold is full, or the consent cannot be listened to.
   */
  hold(send: () => void): boolean;
  /** Runs the held calls now if tracking is allowed (a listener of consent may not have run yet). */
  release(): void;
  /** Drops the held calls and stops listening. */
  destroy(): void;
}

/** Whether the visitor refused; a consent object that throws counts as a refusal. */
export function isConsentRefused(consent: CensusConsent | undefined): boolean {
  if (!consent) return false;
  try {
    return consent.getChoice?.() === 'denied';
  } catch {
    return true;
  }
}

/**
 * Holds at most `limit` calls while the visitor has not chosen: they run in order on the first
 * consent change that allows tracking, and are dropped on the first one that refuses it.
 */
export function createConsentHold(consent: CensusConsent | undefined, limit: number): ConsentHold {
  const held: (() => void)[] = [];
  let unsubscribe: (() => void) | undefined;
  const stop = () => {
    const current = unsubscribe;
    unsubscribe = undefined;
    try {
      current?.();
    } catch {
      // An unsubscribe that throws leaves nothing for us to undo.
    }
  };
  const check = () => {
    if (isTrackingAllowed(consent)) {
      stop();
      for (const send of held.splice(0)) send();
    } else if (isConsentRefused(consent)) {
      stop();
      held.length = 0;
    }
  };
  return {
    hold(send) {
      if (!consent || isConsentRefused(consent) || held.length >= limit) return false;
      held.push(send);
      if (!unsubscribe) {
        try {
          unsubscribe = consent.subscribe(check);
        } catch {
          held.pop(); // never told of an accept: nothing would ever send it
          return false;
        }
      }
      return true;
    },
    release() {
      if (held.length > 0) check();
    },
    destroy() {
      stop();
      held.length = 0;
    },
  };
}
