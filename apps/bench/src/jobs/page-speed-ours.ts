import { createPageSpeedReporter } from '@vitrine/telemetry/page-speed';
import { readPageContext } from './page-context';

/**
 * Our page-speed job: the reporter of spec 001 §4 (settings call, flags, web-vitals and
 * Navigation Timing, user timings, records sent by beacon on page hide or after load).
 */
export function run(): string {
  const reporter = createPageSpeedReporter({ context: readPageContext() as never, app: 'bench' });
  reporter.recordUserTiming('bench-ready');
  return reporter.state;
}
