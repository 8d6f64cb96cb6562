import type { Telemetry } from '@vitrine/telemetry';
import type { createErrorReporter } from '@vitrine/telemetry/error-reporter';
import { createCensusCalls } from './census-calls';

type ErrorReporter = ReturnType<typeof createErrorReporter>;
type Detail = Readonly<Record<string, unknown>>;

/**
 * The page's error reporter (essential: no visitor identifier, never waits for consent). Its
 * code loads with the first error: until then a global `error` / `unhandledrejection` listener
 * and `report()` keep errors (at most 10, the reporter's queue cap, spec 001 §9), handed over
 * once it is there. `telemetry` is set once its code has loaded (when tracking is allowed, or at
 * the page's first census call); `census` keeps the census calls made until then.
 */
export function createDeferredReporter(target: Window = window) {
  const pending: { error: unknown; detail: Detail }[] = [];
  let reporter: ErrorReporter | undefined;
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    void import('@vitrine/telemetry/error-reporter')
      .then(({ createErrorReporter }) => {
        target.removeEventListener('error', onError);
        target.removeEventListener('unhandledrejection', onRejection);
        reporter = createErrorReporter({ captureGlobalErrors: target });
        for (const { error, detail } of pending.splice(0))
          reporter.report(error, { data: { ...detail } });
      })
      .catch((error: unknown) => console.warn('[vitrine] error reporter unavailable', error));
  };
  const keep = (error: unknown, detail: Detail) => {
    if (reporter) reporter.report(error, { data: { ...detail } });
    else {
      if (pending.length < 10) pending.push({ error, detail });
      load();
    }
  };
  const onError = (event: ErrorEvent) =>
    keep(event.error ?? event.message, {
      event: 'javascript-error',
      filename: event.filename,
      line: event.lineno,
    });
  const onRejection = (event: PromiseRejectionEvent) =>
    keep(event.reason, { event: 'unhandled-rejection' });
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);

  const state: {
    telemetry: Telemetry | undefined;
    census: ReturnType<typeof createCensusCalls>;
    report: (error: unknown, detail: Detail) => void;
    attachTelemetry: (telemetry: Telemetry) => void;
  } = {
    telemetry: undefined,
    census: createCensusCalls(target.document),
    report(error, detail) {
      console.warn('[vitrine]', detail, error);
      keep(error, detail);
    },
    attachTelemetry(telemetry) {
      state.telemetry = telemetry;
      state.census.attach(telemetry.census);
    },
  };
  return state;
}

export type DeferredReporter = ReturnType<typeof createDeferredReporter>;
