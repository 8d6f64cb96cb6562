/**
 * Where a block is in its entrance animation:
 * - `idle`: first render (also on the server): content shown;
 * - `waiting`: hidden until sufficiently visible;
 * - `loading`: sufficiently visible, hidden until its images have loaded;
 * - `ready`: hidden until the animation starts (features loading);
 * - `running`: animating in;
 * - `done`: shown for good: animated, or never to animate.
 */
export type BlockAnimationPhase = 'idle' | 'waiting' | 'loading' | 'ready' | 'running' | 'done';

export type BlockAnimationEvent =
  /** Mounted in the browser; `animate` is false under reduced motion, for kind none, or without IntersectionObserver. */
  | { readonly type: 'mounted'; readonly animate: boolean }
  /** Sufficiently visible; `imagesPending` when an image inside is still loading. */
  | { readonly type: 'visible'; readonly imagesPending: boolean }
  | { readonly type: 'imagesLoaded' }
  | { readonly type: 'started' }
  | { readonly type: 'completed' }
  /** Show the content now: reduced motion turned on, features failed, or too long a wait. */
  | { readonly type: 'show' };

/** Phases in which the content is hidden, waiting to animate in. */
export const HIDDEN_PHASES: ReadonlySet<BlockAnimationPhase> = new Set([
  'waiting',
  'loading',
  'ready',
]);

/**
 * The entrance animation of a block (spec 001 section 4): it runs once, when the block is
 * sufficiently visible and its images have loaded; content is shown whatever goes wrong.
 */
export function blockAnimationReducer(
  phase: BlockAnimationPhase,
  event: BlockAnimationEvent,
): BlockAnimationPhase {
  switch (event.type) {
    case 'mounted':
      return phase === 'idle' ? (event.animate ? 'waiting' : 'done') : phase;
    case 'visible':
      if (phase !== 'waiting') return phase;
      return event.imagesPending ? 'loading' : 'ready';
    case 'imagesLoaded':
      return phase === 'loading' ? 'ready' : phase;
    case 'started':
      return phase === 'ready' ? 'running' : phase;
    case 'completed':
      return phase === 'running' || phase === 'ready' ? 'done' : phase;
    case 'show':
      return 'done';
  }
}
