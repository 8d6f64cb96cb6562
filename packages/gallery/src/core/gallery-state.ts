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
  return new URLSearchParams(query.replace(/^\?/, '')).get('nomotion') === 'true';
}

/**
 * The gallery's rules without React or DOM (spec 001 §3 "Gallery settings", §4 "Gallery"):
 * normalised index, loop and the reached-end/beginning flags, refusals while animating or while
 * a linked gallery moves elsewhere, linked galleries kept in sync, autoplay with its pauses and
 * suspensions, and the arrow keys.
 */
export function createGalleryState(settings: GallerySettings): GalleryState {
  const options = settings.autoplayOptions ?? {};
  const timeout = options.timeout && options.timeout > 0 ? options.timeout : AUTOPLAY_TIMEOUT_MS;
  const pauseTargets = new Set<PauseTarget>(options.pauseOnMouseover ?? ['gallery', 'controls']);
  const random = settings.random ?? Math.random;
  const keys = settings.keys ?? { previous: [KEY_PREVIOUS], next: [KEY_NEXT] };
  const autoplayWanted = settings.autoplay === true && !isNoMotionQuery(settings.query);
  const linked = new Set<GalleryState>();
  const hovered = new Set<PauseTarget>();
  const listeners = new Set<() => void>();
  let videoShowing = false;
  let userStopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let count = Math.max(0, Math.trunc(settings.numberOfSlides) || 0);
  const loop = settings.loop === true;

  const derive = (index: number, patch: Partial<GallerySnapshot> = {}): GallerySnapshot => {
    const base = { ...snapshot, ...patch, currentIndex: index, numberOfSlides: count };
    return {
      ...base,
      canPrevious: count > 1 && (loop || index > 0),
      canNext: count > 1 && (loop || index < count - 1),
      autoplay: autoplayStatus(),
    };
  };

  const autoplayStatus = (): AutoplayStatus => {
    if (!autoplayWanted || count < 2) return 'off';
    if (userStopped) return 'stopped';
    if (videoShowing) return 'suspended';
    if (!settings.mobile && [...hovered].some((target) => pauseTargets.has(target)))
      return 'paused';
    return 'running';
  };

  let snapshot: GallerySnapshot = {
    currentIndex: 0,
    previousIndex: null,
    numberOfSlides: count,
    loop,
    reachedEnd: false,
    reachedBeginning: false,
    canPrevious: false,
    canNext: false,
    animating: false,
    autoplay: 'off',
    direction: 1,
  };
  snapshot = derive(normalizeIndex(settings.currentIndex ?? 0, count));

  const emit = (next: GallerySnapshot) => {
    const changed = (Object.keys(next) as (keyof GallerySnapshot)[]).some(
      (key) => next[key] !== snapshot[key],
    );
    if (!changed) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (snapshot.autoplay !== 'running') return;
    timer = setTimeout(advance, timeout);
  };

  const refresh = () => {
    emit(derive(snapshot.currentIndex));
    schedule();
  };

  const advance = () => {
    timer = undefined;
    if (options.randomize && count > 1) {
      // Any slide but the current one.
      const offset = 1 + Math.floor(random() * (count - 1));
      state.goTo(snapshot.currentIndex + Math.min(offset, count - 1));
    } else {
      // Autoplay goes on from the last slide to the first, looping or not.
      state.goTo(snapshot.currentIndex + 1);
    }
    schedule();
  };

  const change = (index: number, direction: 1 | -1, echo: boolean): boolean => {
    if (count === 0) return false;
    const target = normalizeIndex(index, count);
    if (snapshot.animating) return false;
    if (echo) {
      for (const other of linked) {
        if (other.isMoving() && other.getSnapshot().currentIndex !== target) return false;
      }
    }
    if (target === snapshot.currentIndex) return false;
    emit(
      derive(target, {
        previousIndex: snapshot.currentIndex,
        reachedEnd: false,
        reachedBeginning: false,
        direction,
      }),
    );
    if (echo) for (const other of linked) other.follow(target);
    schedule();
    return true;
  };

  const state: GalleryState = {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    goTo(index) {
      return change(index, index < snapshot.currentIndex ? -1 : 1, true);
    },
    // A single slide without loop is at both ends at once: next and previous raise the event.
    next() {
      if (count > 0 && !loop && snapshot.currentIndex === count - 1) {
        emit({ ...snapshot, reachedEnd: true });
        return false;
      }
      return change(snapshot.currentIndex + 1, 1, true);
    },
    previous() {
      if (count > 0 && !loop && snapshot.currentIndex === 0) {
        emit({ ...snapshot, reachedBeginning: true });
        return false;
      }
      return change(snapshot.currentIndex - 1, -1, true);
    },
    setAnimating(animating) {
      emit({ ...snapshot, animating });
    },
    isMoving: () => snapshot.animating,
    link(other) {
      if (other === state) return () => {};
      linked.add(other);
      return () => {
        linked.delete(other);
      };
    },
    handleKey(keyCode) {
      if (settings.keyboard === false) return false;
      if (keys.previous.includes(keyCode)) return state.previous();
      if (keys.next.includes(keyCode)) return state.next();
      return false;
    },
    setHover(target, over) {
      if (over) hovered.add(target);
      else hovered.delete(target);
      refresh();
    },
    setVideoShowing(showing) {
      videoShowing = showing;
      refresh();
    },
    play() {
      userStopped = false;
      refresh();
    },
    stop() {
      userStopped = true;
      refresh();
    },
    setNumberOfSlides(next) {
      count = Math.max(0, Math.trunc(next) || 0);
      emit(derive(normalizeIndex(snapshot.currentIndex, count)));
      schedule();
    },
    destroy() {
      clearTimeout(timer);
      timer = undefined;
      linked.clear();
    },
    follow(index) {
      if (count === 0) return;
      const target = normalizeIndex(index, count);
      if (target === snapshot.currentIndex) return;
      emit(
        derive(target, {
          previousIndex: snapshot.currentIndex,
          reachedEnd: false,
          reachedBeginning: false,
          direction: target < snapshot.currentIndex ? -1 : 1,
        }),
      );
      schedule();
    },
  };
  for (const other of settings.linkedGalleries ?? []) {
    state.link(other);
    other.link(state);
  }
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
