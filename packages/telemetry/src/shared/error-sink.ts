/**
 * Where telemetry failures go: the error reporter fits it. Without one, failures become console
 * warnings (spec 001 §8: "the error goes to the error reporter, or a console warning if none exists").
 */
export interface ErrorSink {
  report(error: unknown, details?: ErrorDetails): void;
}

/** Extra fields of a reported error: the event name and data sent beside the message. */
export interface ErrorDetails {
  event?: string;
  data?: Record<string, unknown>;
}

/** Hands `error` to `sink`, or to `console.warn` without one; never throws. */
export function reportFailure(sink: ErrorSink | undefined, error: unknown, details?: ErrorDetails) {
  try {
    if (sink) sink.report(error, details);
    else console.warn(error);
  } catch {
    // A failing sink must not turn a telemetry failure into a page error.
  }
}
