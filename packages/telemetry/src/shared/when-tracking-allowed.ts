/**
 * The consent gate every non-essential sender takes: `@vitrine/consent` fits it, and so does any
 * object with these two methods. Absent means tracking is allowed (a site without a banner).
 */
export interface TrackingConsent {
  /** Whether the visitor allows tracking now. */
  allowsTracking(): boolean;
  /** Calls `listener` whenever the choice may have changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Whether tracking is allowed now; a consent object that throws counts as a refusal. */
export function isTrackingAllowed(consent: TrackingConsent | undefined): boolean {
  if (!consent) return true;
  try {
    return consent.allowsTracking() === true;
  } catch {
    return false;
  }
}

/**
 * Runs `run` once tracking is allowed: at once when it already is, else on the first change
 * that allows it. Returns a function that cancels the wait (a no-op once `run` has run).
 */
export function whenTrackingAllowed(
  consent: TrackingConsent | undefined,
  run: () => void,
): () => void {
  let done = false;
  let unsubscribe: (() => void) | undefined;
  const stop = () => {
    done = true;
    try {
      unsubscribe?.();
    } catch {
      // An unsubscribe that throws leaves nothing for us to undo.
    }
  };
  const check = () => {
    if (done || !isTrackingAllowed(consent)) return;
    stop();
    run();
  };
  check();
  try {
    if (!done) unsubscribe = consent?.subscribe(check);
  } catch {
    // A consent store that cannot be subscribed to never allows tracking.
  }
  if (done) stop(); // allowed at once, or the listener ran inside subscribe
  return stop;
}
