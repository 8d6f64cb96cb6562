import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { readPageContext } from './page-context';

/** web-vitals alone: the five metrics, sent with the page context by one beacon on page hide. */
export function run(): string {
  const metrics: Record<string, number> = {};
  const keep = (metric: Metric) => {
    metrics[metric.name] = metric.value;
  };
  for (const on of [onLCP, onCLS, onINP, onFCP, onTTFB]) on(keep, { reportAllChanges: true });
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden') return;
    navigator.sendBeacon(
      '/api/1/performance/records',
      JSON.stringify({ context: readPageContext(), metrics }),
    );
  });
  return 'reporting';
}
