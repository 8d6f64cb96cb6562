import { debounce } from './debounce';

/** An emitter tells its listeners 300 ms after the last emit by default (spec 001 section 9). */
export const EMITTER_DEBOUNCE_MS = 300;

export interface EmitterOptions {
  /** Quiet time before listeners hear the last value; 300 ms by default, 0 for the next tick. */
  readonly debounceMs?: number;
}

export interface Emitter<T> {
  /** Adds a listener; returns its removal. */
  on(listener: (value: T) => void): () => void;
  /** Records a value; listeners hear the last one once emits have stopped for the debounce time. */
  emit(value: T): void;
  /** Tells the listeners the pending value now, if any. */
  flush(): void;
  /** Removes every listener and drops the pending value. */
  clear(): void;
}

/**
 * Creates a debounced emitter (spec 001 section 9): bursts of `emit` calls, such as resize or
 * scroll events, reach the listeners once, with the last value. A listener that throws does
 * not stop the others; its error is reported on the console.
 */
export function createEmitter<T = void>({
  debounceMs = EMITTER_DEBOUNCE_MS,
}: EmitterOptions = {}): Emitter<T> {
  const listeners = new Set<(value: T) => void>();
  const notify = debounce((value: T) => {
    for (const listener of [...listeners]) {
      try {
        listener(value);
      } catch (error) {
        console.error('[vitrine/emitter] A listener failed.', error);
      }
    }
  }, debounceMs);
  return {
    on(listener) {
      if (typeof listener !== 'function')
        throw new TypeError('An emitter listener must be a function');
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (value) => notify(value),
    flush: () => notify.flush(),
    clear() {
      listeners.clear();
      notify.cancel();
    },
  };
}
