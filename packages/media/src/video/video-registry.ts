/** A video that can be sent back to its overlay. */
export interface VideoPlayer {
  stop(): void;
}

/** Keeps one video playing in the page (spec 001 §4). */
export interface VideoRegistry {
  /** The video playing now, if any. */
  readonly playing: VideoPlayer | null;
  /** Marks a video as playing; the one that was playing returns to its overlay. */
  play(player: VideoPlayer): void;
  /** Forgets a video (stopped or unmounted) without stopping it. */
  release(player: VideoPlayer): void;
  /** Sends the video playing back to its overlay (a gallery leaving its slide). */
  stop(): void;
  /** Calls the listener whenever the video playing changes; returns the unsubscribe. */
  subscribe(listener: (playing: VideoPlayer | null) => void): () => void;
}

/** Creates a registry in which starting one video returns the others to their overlay. */
export function createVideoRegistry(): VideoRegistry {
  let playing: VideoPlayer | null = null;
  const listeners = new Set<(playing: VideoPlayer | null) => void>();
  const set = (next: VideoPlayer | null) => {
    playing = next;
    for (const listener of listeners) listener(next);
  };
  return {
    get playing() {
      return playing;
    },
    play(player) {
      if (playing === player) return;
      playing?.stop();
      set(player);
    },
    release(player) {
      if (playing === player) set(null);
    },
    stop() {
      const current = playing;
      set(null);
      current?.stop();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let pageRegistry: VideoRegistry | undefined;

/** The page's registry, created on first use, shared by every video embed. */
export function getVideoRegistry(): VideoRegistry {
  pageRegistry ??= createVideoRegistry();
  return pageRegistry;
}
