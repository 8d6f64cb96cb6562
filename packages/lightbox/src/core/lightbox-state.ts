import {
  KEY_LEFT,
  KEY_RIGHT,
  LIGHTBOX_KEY_THROTTLE_MS,
  LIGHTBOX_SPEED_MS,
} from './lightbox-constants';

/** closed → opening (overlay fades in, then the content) → open → closing (fade out) → closed. */
export type LightboxPhase = 'closed' | 'opening' | 'open' | 'closing';

export interface LightboxSnapshot {
  readonly phase: LightboxPhase;
  readonly index: number;
  readonly count: number;
}

export interface LightboxStateOptions {
  /** How many items the set holds. */
  readonly count: number;
  /** The item shown first (wrapped into the set). */
  readonly startIndex?: number;
  /** Open and close speed in ms (default 600, spec 001 §9). */
  readonly speed?: number;
  /** Arrow-key throttle in ms (default 200, spec 001 §9). */
  readonly keyThrottle?: number;
  /** The clock used by the key throttle (default `Date.now`). */
  readonly now?: () => number;
}

export interface LightboxState {
  getSnapshot(): LightboxSnapshot;
  subscribe(listener: () => void): () => void;
  /** Starts opening at `index` (default: the current one). */
  open(index?: number): void;
  /** Ends the opening fade: the content is shown. */
  opened(): void;
  /** Starts closing (the fade out). */
  close(): void;
  /** Ends the closing fade: the lightbox is destroyed. */
  closed(): void;
  goTo(index: number): void;
  next(): void;
  previous(): void;
  /** Handles a key code: 37 previous, 39 next, at most once per throttle. Returns whether it stepped. */
  handleKey(keyCode: number): boolean;
  /** A click at `x` in a box `width` wide: the left half steps back, the right half forward. */
  clickAt(x: number, width: number): 'previous' | 'next';
  setCount(count: number): void;
  /** Open and close speed in ms. */
  readonly speed: number;
}

/** Wraps an index into `[0, count)`: negative values wrap to the end, values past the end to the start. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  const whole = Math.trunc(index);
  return ((whole % count) + count) % count;
}

/**
 * The lightbox's rules without any DOM (spec 001 §2, §3 "Lightbox", §4 "Lightbox", §9): the
 * open and close phases, the current item of the set (looping), the throttled arrow keys and
 * the half-screen click.
 */
export function createLightboxState(options: LightboxStateOptions): LightboxState {
  const keyThrottle = options.keyThrottle ?? LIGHTBOX_KEY_THROTTLE_MS;
  const now = options.now ?? Date.now;
  let lastKeyAt = Number.NEGATIVE_INFINITY;
  let snapshot: LightboxSnapshot = {
    phase: 'closed',
    count: Math.max(0, options.count),
    index: wrapIndex(options.startIndex ?? 0, options.count),
  };
  const listeners = new Set<() => void>();
  const set = (patch: Partial<LightboxSnapshot>) => {
    const nextSnapshot = { ...snapshot, ...patch };
    if (
      nextSnapshot.phase === snapshot.phase &&
      nextSnapshot.index === snapshot.index &&
      nextSnapshot.count === snapshot.count
    ) {
      return;
    }
    snapshot = nextSnapshot;
    for (const listener of listeners) listener();
  };
  const goTo = (index: number) => set({ index: wrapIndex(index, snapshot.count) });

  return {
    speed: options.speed ?? LIGHTBOX_SPEED_MS,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(index) {
      if (snapshot.count === 0) return;
      set({
        phase: snapshot.phase === 'open' ? 'open' : 'opening',
        index: wrapIndex(index ?? snapshot.index, snapshot.count),
      });
    },
    opened() {
      if (snapshot.phase === 'opening') set({ phase: 'open' });
    },
    close() {
      if (snapshot.phase === 'opening' || snapshot.phase === 'open') set({ phase: 'closing' });
    },
    closed() {
      if (snapshot.phase === 'closing') set({ phase: 'closed' });
    },
    goTo,
    next: () => goTo(snapshot.index + 1),
    previous: () => goTo(snapshot.index - 1),
    handleKey(keyCode) {
      if (keyCode !== KEY_LEFT && keyCode !== KEY_RIGHT) return false;
      const at = now();
      if (at - lastKeyAt < keyThrottle) return false;
      lastKeyAt = at;
      goTo(snapshot.index + (keyCode === KEY_LEFT ? -1 : 1));
      return true;
    },
    clickAt(x, width) {
      const step = x < width / 2 ? 'previous' : 'next';
      goTo(snapshot.index + (step === 'previous' ? -1 : 1));
      return step;
    },
    setCount(count) {
      const safe = Math.max(0, count);
      set({ count: safe, index: wrapIndex(snapshot.index, safe) });
    },
  };
}
