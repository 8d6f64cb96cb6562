/** Page runtime states, spec 000 §4 "Page runtime". */
export type PageLifecycleState = 'not-initialised' | 'initialised';

export type LifecycleCallback = () => void;

export interface PageLifecycleOptions {
  /** Where a throwing initialiser or destructor goes; the others still run. Default: console.error. */
  readonly report?: (error: unknown, context: { phase: 'init' | 'destroy' }) => void;
}

export interface PageLifecycle {
  readonly state: PageLifecycleState;
  /** Stays true once the page has been initialised, even after destroy (spec 000 §4). */
  readonly hasBeenInitialisedOnce: boolean;
  /** Adds an initialiser; runs it at once when the page is already initialised. Returns a remover. */
  addInitialiser(callback: LifecycleCallback): () => void;
  /** Adds a destructor, run (once) on the next destroy. Returns a remover. */
  addDestructor(callback: LifecycleCallback): () => void;
  /** The page-ready event: not initialised → initialised. Ignored while initialised. */
  init(): void;
  /** The global destroy: runs the destructors (newest first), back to not initialised. */
  destroy(): void;
}

/**
 * The page runtime's state machine, spec 000 §4 "Page runtime": not initialised, initialised after
 * page ready, back to not initialised on global destroy. Each initialiser runs once per
 * initialisation (a second `init()` while initialised runs nothing); destructors run on destroy
 * and are then dropped. Framework-free and DOM-free.
 */
export function createPageLifecycle(options: PageLifecycleOptions = {}): PageLifecycle {
  const report =
    options.report ?? ((error: unknown) => console.error('[vitrine/runtime] lifecycle', error));
  const initialisers = new Set<LifecycleCallback>();
  let destructors: LifecycleCallback[] = [];
  let state: PageLifecycleState = 'not-initialised';
  let initialisedOnce = false;

  const run = (callback: LifecycleCallback, phase: 'init' | 'destroy') => {
    try {
      callback();
    } catch (error) {
      report(error, { phase });
    }
  };

  return {
    get state() {
      return state;
    },
    get hasBeenInitialisedOnce() {
      return initialisedOnce;
    },
    addInitialiser(callback) {
      initialisers.add(callback);
      if (state === 'initialised') run(callback, 'init');
      return () => {
        initialisers.delete(callback);
      };
    },
    addDestructor(callback) {
      destructors.push(callback);
      return () => {
        destructors = destructors.filter((other) => other !== callback);
      };
    },
    init() {
      if (state === 'initialised') return;
      state = 'initialised';
      initialisedOnce = true;
      for (const callback of [...initialisers]) run(callback, 'init');
    },
    destroy() {
      if (state === 'not-initialised') return;
      const toRun = destructors.reverse();
      destructors = [];
      for (const callback of toRun) run(callback, 'destroy');
      state = 'not-initialised';
    },
  };
}
