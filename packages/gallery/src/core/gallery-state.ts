import { AUTOPLAY_TIMEOUT_MS, KEY_NEXT, KEY_PREVIOUS } from './gallery-constants';
import { normalizeIndex } from './normalize-index';

/** Where the mouse pauses autoplay (spec 001 §3 `pauseOnMouseover`). */
export type PauseTarget = 'gallery' | 'controls';

export interface AutoplayOptions {
  /** Picks a random slide instead of the next one. */
  readonly randomize?: boolean;
  /** Time between slides in ms (default 5000). */
  readonly timeout?: number;
  /** Where the mouse pauses autoplay (default both). */
  readonly pauseOnMouseover?: readonly PauseTarget[];
}

/** The gallery settings of spec 001 §3. */
export interface GallerySettings {
  readonly numberOfSlides: number;
  readonly currentIndex?: number;
  readonly loop?: boolean;
  /** Off by default (spec 001 §4). */
  readonly autoplay?: boolean;
  readonly autoplayOptions?: AutoplayOptions;
  /** Arrow keys step (default true). */
  readonly keyboard?: boolean;
  /** Key codes for previous and next (default 37 and 39). */
  readonly keys?: { readonly previous: readonly number[]; readonly next: readonly number[] };
  /** The page's query string: `nomotion=true` disables autoplay (spec 001 §2). */
  readonly query?: string;
  /** On mobile the mouse never pauses autoplay. */
  readonly mobile?: boolean;
  /** Random source for the random autoplay option (default `Math.random`). */
  readonly random?: () => number;
  /** Galleries kept in sync with this one, both ways (thumbnail strips). */
  readonly linkedGalleries?: readonly GalleryState[];
}

export type AutoplayStatus = 'off' | 'running' | 'paused' | 'suspended' | 'stopped';

export interface GallerySnapshot {
  readonly currentIndex: number;
  /** The slide shown before the current one (its video is reset or paused). */
  readonly previousIndex: number | null;
  readonly numberOfSlides: number;
  readonly loop: boolean;
  /** Raised when next is asked at the last slide without loop; cleared by the next change. */
  readonly reachedEnd: boolean;
  /** Raised when previous is asked at the first slide without loop; cleared by the next change. */
  readonly reachedBeginning: boolean;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  readonly animating: boolean;
  readonly autoplay: AutoplayStatus;
  /** +1 when the last change went forward, -1 backward. */
  readonly direction: 1 | -1;
}

export interface GalleryState {
  getSnapshot(): GallerySnapshot;
  subscribe(listener: () => void): () => void;
  /** Shows a slide; answers false when the change is refused or changes nothing. */
  goTo(index: number): boolean;
  next(): boolean;
  previous(): boolean;
  /** Whether a slide animation is in motion (changes are refused meanwhile). */
  setAnimating(animating: boolean): void;
  /** Whether the gallery is moving to another index (for linked galleries). */
  isMoving(): boolean;
  /** Follows this gallery's changes in `other` (one way; see `linkGalleries`); returns the unlink. */
  link(other: GalleryState): () => void;
  /** Handles a key code; answers whether it stepped. */
  handleKey(keyCode: number): boolean;
  /** The mouse entered or left a pause target. */
  setHover(target: PauseTarget, over: boolean): void;
  /** A video is showing: autoplay is suspended until it is not. */
  setVideoShowing(showing: boolean): void;
  /** The visitor's play and pause control. */
  play(): void;
  stop(): void;
  setNumberOfSlides(count: number): void;
  /** Stops the timers and unlinks. */
  destroy(): void;
  /** Internal: follows a linked gallery's change without echoing it back. */
  follow(index: number): void;
}

/** Whether the query string asks for no motion (spec 001 §2: `nomotion=true`). */
export function isNoMotionQuery(query: string | undefined): boolean {
  if (!query) return false;
  return new URLSearchParams(query).get('nomotion') === 'true';
}

/**
 * Autoplay's own state (spec 001 §3 `autoplayOptions`, §4): off without the setting, under two
 * slides or with `nomotion=true`; stopped by the visitor, suspended while a video shows, paused
 * while the mouse is over a pause target (never on mobile). `changed` is told of every change.
 */
function createAutoplay(settings: GallerySettings, changed: () => void) {
  const options = settings.autoplayOptions ?? {};
  const pauseTargets = new Set<PauseTarget>(options.pauseOnMouseover ?? ['gallery', 'controls']);
  const random = settings.random ?? Math.random;
  const wanted = settings.autoplay === true && !isNoMotionQuery(settings.query);
  const hovered = new Set<PauseTarget>();
  let videoShowing = false;
  let userStopped = false;
  return {
    timeout: options.timeout && options.timeout > 0 ? options.timeout : AUTOPLAY_TIMEOUT_MS,
    status(count: number): AutoplayStatus {
      if (!wanted || count < 2) return 'off';
      if (userStopped) return 'stopped';
      if (videoShowing) return 'suspended';
      if (!settings.mobile && [...hovered].some((target) => pauseTargets.has(target)))
        return 'paused';
      return 'running';
    },
    /** The slide it shows next: any but the current one when random, else the following one
     * (from the last to the first, looping or not). */
    following(current: number, count: number): number {
      return options.randomize && count > 1
        ? current + Math.min(1 + Math.floor(random() * (count - 1)), count - 1)
        : current + 1;
    },
    setHover(target: PauseTarget, over: boolean) {
      if (over) hovered.add(target);
      else hovered.delete(target);
      changed();
    },
    setVideoShowing(showing: boolean) {
      videoShowing = showing;
      changed();
    },
    play() {
      userStopped = false;
      changed();
    },
    stop() {
      userStopped = true;
      changed();
    },
  };
}

/** `snapshot` showing slide `index` of `count`, with what follows from them. */
function atIndex(
  snapshot: Omit<GallerySnapshot, 'currentIndex' | 'numberOfSlides' | 'canPrevious' | 'canNext'>,
  index: number,
  count: number,
): GallerySnapshot {
  const { loop } = snapshot;
  return {
    ...snapshot,
    currentIndex: index,
    numberOfSlides: count,
    canPrevious: count > 1 && (loop || index > 0),
    canNext: count > 1 && (loop || index < count - 1),
  };
}

/** A change clears the reached-end and reached-beginning flags. */
const CLEARED = { reachedEnd: false, reachedBeginning: false } as const;

/** Whether any field of `next` differs from `current`. */
const differs = (next: GallerySnapshot, current: GallerySnapshot) =>
  (Object.keys(next) as (keyof GallerySnapshot)[]).some((key) => next[key] !== current[key]);

/** The step a key code asks for (spec 001 §3 `keyboard`, `keys`): -1, +1, or 0 for none. */
function keyStep(settings: GallerySettings, keyCode: number): -1 | 0 | 1 {
  const keys = settings.keys ?? { previous: [KEY_PREVIOUS], next: [KEY_NEXT] };
  if (settings.keyboard === false) return 0;
  if (keys.previous.includes(keyCode)) return -1;
  return keys.next.includes(keyCode) ? 1 : 0;
}

/**
 * The gallery's rules without React or DOM (spec 001 §3 "Gallery settings", §4 "Gallery"):
 * normalised index, loop and the reached-end/beginning flags, refusals while animating or while
 * a linked gallery moves elsewhere, linked galleries kept in sync, autoplay with its pauses and
 * suspensions (`createAutoplay`), and the arrow keys.
 */
export function createGalleryState(settings: GallerySettings): GalleryState {
  const linked = new Set<GalleryState>();
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let count = Math.max(0, Math.trunc(settings.numberOfSlides) || 0);
  const { timeout, status, following, ...autoplayControls } = createAutoplay(settings, () =>
    refresh(),
  );
  const first = { ...CLEARED, previousIndex: null, animating: false, direction: 1 } as const;
  let snapshot = atIndex(
    { ...first, loop: settings.loop === true, autoplay: status(count) },
    normalizeIndex(settings.currentIndex ?? 0, count),
    count,
  );
  const derive = (index: number, patch: Partial<GallerySnapshot> = {}) =>
    atIndex({ ...snapshot, ...patch, autoplay: status(count) }, index, count);

  const emit = (next: GallerySnapshot) => {
    if (!differs(next, snapshot)) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = snapshot.autoplay === 'running' ? setTimeout(advance, timeout) : undefined;
  };

  const refresh = (index = snapshot.currentIndex) => {
    emit(derive(index));
    schedule();
  };

  const advance = () => {
    state.goTo(following(snapshot.currentIndex, count));
    schedule();
  };

  // A change of this gallery (`echo`: refused while it animates or while a linked gallery moves
  // elsewhere, then followed by the linked ones), or one followed from a linked gallery.
  const change = (index: number, echo: boolean): boolean => {
    const target = normalizeIndex(index, count);
    if (count === 0 || target === snapshot.currentIndex) return false;
    const blocked = (other: GalleryState) =>
      other.isMoving() && other.getSnapshot().currentIndex !== target;
    if (echo && (snapshot.animating || [...linked].some(blocked))) return false;
    const { currentIndex: previousIndex } = snapshot;
    const direction = index < previousIndex ? -1 : 1;
    emit(derive(target, { ...CLEARED, previousIndex, direction }));
    if (echo) for (const other of linked) other.follow(target);
    schedule();
    return true;
  };

  // A single slide without loop is at both ends at once: next and previous raise the event.
  const step = (by: -1 | 1): boolean => {
    if (count > 0 && !snapshot.loop && snapshot.currentIndex === (by > 0 ? count - 1 : 0)) {
      emit({ ...snapshot, [by > 0 ? 'reachedEnd' : 'reachedBeginning']: true });
      return false;
    }
    return change(snapshot.currentIndex + by, true);
  };

  const state: GalleryState = {
    ...autoplayControls,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goTo: (index) => change(index, true),
    next: () => step(1),
    previous: () => step(-1),
    setAnimating: (animating) => emit({ ...snapshot, animating }),
    isMoving: () => snapshot.animating,
    link(other) {
      if (other === state) return () => {};
      linked.add(other);
      return () => void linked.delete(other);
    },
    handleKey(keyCode) {
      const by = keyStep(settings, keyCode);
      return by !== 0 && step(by);
    },
    setNumberOfSlides(next) {
      count = Math.max(0, Math.trunc(next) || 0);
      refresh(normalizeIndex(snapshot.currentIndex, count));
    },
    destroy() {
      clearTimeout(timer);
      linked.clear();
    },
    follow: (index) => void change(index, false),
  };
  for (const other of settings.linkedGalleries ?? []) linkGalleries(state, other);
  schedule();
  return state;
}

/** Links galleries both ways (a slideshow and its thumbnail strip); returns the unlink. */
export function linkGalleries(...galleries: GalleryState[]): () => void {
  const unlinks: Array<() => void> = [];
  for (const gallery of galleries) {
    for (const other of galleries) if (other !== gallery) unlinks.push(gallery.link(other));
  }
  return () => {
    for (const unlink of unlinks) unlink();
  };
}
