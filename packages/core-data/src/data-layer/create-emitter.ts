/** A handler that throws is reported (window `error` event in browsers) but never breaks the emit. */
function reportHandlerError(error: unknown): void {
  (globalThis.reportError ?? console.error)(error);
}

export interface Emitter<M> {
  on<E extends keyof M>(event: E, handler: (detail: M[E]) => void): () => void;
  emit<E extends keyof M>(event: E, detail: M[E]): void;
}

/** Creates a small typed event emitter whose `on` returns the unsubscribe function. */
export function createEmitter<M>(): Emitter<M> {
  const handlers = new Map<keyof M, Set<(detail: never) => void>>();
  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      handlers.set(event, set);
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    emit(event, detail) {
      // A copy, so a handler may unsubscribe (itself or another) while the event is sent.
      for (const handler of [...(handlers.get(event) ?? [])]) {
        try {
          (handler as (detail: M[typeof event]) => void)(detail);
        } catch (error) {
          reportHandlerError(error);
        }
      }
    },
  };
}
