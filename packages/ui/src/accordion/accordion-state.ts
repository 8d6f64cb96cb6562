/** Opening and closing an accordion item animate over 250 ms (spec 001 sections 4 and 9). */
export const ACCORDION_ANIMATION_MS = 250;

/** Where an item is: settled closed or open, or animating towards one of them. */
export type AccordionItemPhase = 'closed' | 'opening' | 'open' | 'closing';

export interface AccordionOptions {
  /** Number of items. */
  readonly count: number;
  /** The multiple-open setting: without it, opening an item closes the others. */
  readonly allowMultiple?: boolean;
  /** The expanded-first-item setting: the first item starts open. */
  readonly expandFirstItem?: boolean;
  /** Animation length; 250 ms by default. */
  readonly durationMs?: number;
}

export interface AccordionToggleOptions {
  /** False for reduced motion: the item opens or closes at once, with no click lock. */
  readonly animate?: boolean;
}

export interface AccordionSnapshot {
  /** One phase per item, in order. */
  readonly phases: readonly AccordionItemPhase[];
  /** When the next running animation ends (ms), or undefined when none runs. */
  readonly nextSettleAt: number | undefined;
}

export interface AccordionState {
  /** The current phases; a new object after every change, the same one otherwise. */
  getSnapshot(): AccordionSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /**
   * Opens a closed item or closes an open one at time `now` (ms). Returns false, changing
   * nothing, when the index is out of range or the item is still animating (spec 001 §4).
   */
  toggle(index: number, now: number, options?: AccordionToggleOptions): boolean;
  /** Ends the animations whose time is over at `now`: opening becomes open, closing closed. */
  settle(now: number): void;
  /** Whether the item is open or opening: the expanded attribute. */
  isExpanded(index: number): boolean;
  /** Whether the item is still animating at `now`, and so ignores clicks. */
  isAnimating(index: number, now: number): boolean;
  /** Follows a change in the number of items: new items start closed, removed ones go. */
  setCount(count: number): void;
  /** Follows a change of the multiple-open setting; turning it off keeps the first open item. */
  setAllowMultiple(allowMultiple: boolean): void;
}

function safeCount(count: number): number {
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

const isExpandedPhase = (phase: AccordionItemPhase | undefined) =>
  phase === 'open' || phase === 'opening';

/** The animation duration in ms: the option when it is a finite, non-negative number. */
const animationDuration = (ms: number | undefined) =>
  Number.isFinite(ms) && (ms as number) >= 0 ? (ms as number) : ACCORDION_ANIMATION_MS;

/** Whether an item is animating towards open or closed. */
const isMoving = (phase: AccordionItemPhase | undefined) =>
  phase === 'opening' || phase === 'closing';

/** When the first animation still running ends (ms), or undefined when none runs. */
function earliestEnd(
  phases: readonly AccordionItemPhase[],
  until: readonly number[],
): number | undefined {
  const ends = phases.flatMap((phase, index) => (isMoving(phase) ? [until[index] ?? 0] : []));
  return ends.length > 0 ? Math.min(...ends) : undefined;
}

/**
 * Creates the state of an accordion: which items are open, and the animation lock that makes
 * an item being animated ignore clicks (spec 001 sections 3, 4 and 9). No DOM: the caller
 * passes the time, so tests and the React layer decide what a clock is.
 */
export function createAccordionState(options: AccordionOptions): AccordionState {
  const duration = animationDuration(options.durationMs);
  let allowMultiple = options.allowMultiple === true;
  const count = safeCount(options.count);
  let phases: AccordionItemPhase[] = Array.from({ length: count }, (_, index) =>
    index === 0 && options.expandFirstItem === true ? 'open' : 'closed',
  );
  /** When each item's animation ends (ms); meaningful only while it is opening or closing. */
  let until: number[] = phases.map(() => 0);
  const listeners = new Set<() => void>();

  let snapshot: AccordionSnapshot = { phases, nextSettleAt: undefined };

  function commit(next: AccordionItemPhase[]) {
    phases = next;
    snapshot = { phases, nextSettleAt: earliestEnd(phases, until) };
    for (const listener of [...listeners]) listener();
  }

  function settled(now: number): AccordionItemPhase[] {
    return phases.map((phase, index) => {
      if ((until[index] ?? 0) > now) return phase;
      if (phase === 'opening') return 'open';
      if (phase === 'closing') return 'closed';
      return phase;
    });
  }

  function animating(index: number, now: number): boolean {
    return isMoving(phases[index]) && (until[index] ?? 0) > now;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(index, now, toggleOptions = {}) {
      if (!Number.isInteger(index) || index < 0 || index >= phases.length) return false;
      if (animating(index, now)) return false;
      const animate = toggleOptions.animate !== false && duration > 0;
      const next = settled(now);
      const nextUntil = [...until];
      const move = (at: number, target: 'open' | 'closed') => {
        next[at] = animate ? (target === 'open' ? 'opening' : 'closing') : target;
        nextUntil[at] = animate ? now + duration : now;
      };
      if (isExpandedPhase(next[index])) {
        move(index, 'closed');
      } else {
        move(index, 'open');
        if (!allowMultiple) {
          next.forEach((phase, other) => {
            if (other !== index && isExpandedPhase(phase)) move(other, 'closed');
          });
        }
      }
      until = nextUntil;
      commit(next);
      return true;
    },
    settle(now) {
      const next = settled(now);
      if (next.some((phase, index) => phase !== phases[index])) commit(next);
    },
    isExpanded: (index) => isExpandedPhase(phases[index]),
    isAnimating: animating,
    setCount(nextCount) {
      const length = safeCount(nextCount);
      if (length === phases.length) return;
      until = Array.from({ length }, (_, index) => until[index] ?? 0);
      commit(Array.from({ length }, (_, index) => phases[index] ?? 'closed'));
    },
    setAllowMultiple(next) {
      allowMultiple = next;
      if (next) return;
      const firstExpanded = phases.findIndex(isExpandedPhase);
      if (firstExpanded < 0 || !phases.some((p, i) => i !== firstExpanded && isExpandedPhase(p))) {
        return;
      }
      commit(
        phases.map((phase, index) =>
          index !== firstExpanded && isExpandedPhase(phase) ? 'closed' : phase,
        ),
      );
    },
  };
}
