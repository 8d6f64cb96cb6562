/** What `onFirstInputDelay` reports, in the shape web-vitals reports its metrics. */
export interface FirstInputDelayMetric {
  readonly name: 'FID';
  /** Milliseconds from the first input to the moment its handlers could start. */
  readonly value: number;
}

type FirstInputEntry = PerformanceEntry & { readonly processingStart: number };

/**
 * Reports the first input delay (spec 001 §3 "Metrics: first input delay"): the time from the
 * visitor's first click, tap or key press to the moment the browser could run its handlers, read
 * from the Event Timing API's `first-input` entry (web-vitals 5 no longer reports it). Reports
 * once; does nothing where the browser has no such entry type. Returns the stop function.
 */
export function onFirstInputDelay(report: (metric: FirstInputDelayMetric) => void): () => void {
  const Observer = globalThis.PerformanceObserver;
  if (typeof Observer !== 'function' || !Observer.supportedEntryTypes?.includes('first-input')) {
    return () => {};
  }
  const observer = new Observer((list) => {
    const entry = list.getEntries()[0] as FirstInputEntry | undefined;
    if (!entry) return;
    observer.disconnect();
    report({ name: 'FID', value: Math.max(0, entry.processingStart - entry.startTime) });
  });
  observer.observe({ type: 'first-input', buffered: true });
  return () => observer.disconnect();
}
