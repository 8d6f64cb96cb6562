import { consentStore } from '@vitrine/consent/store';
import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { recordButtonRenders } from './census-events';

/**
 * Telemetry for the page (spec 000 §4 "Visitor census", spec 001 §4 "Page-speed reporting"),
 * loaded once the visitor's choice allows tracking under the site's restrictive policy, or at the
 * page's first census call. Until the visitor accepts it sends nothing: the page view, the census
 * calls (button renders included) and the page-speed metrics (web-vitals reads buffered entries)
 * wait for the accept, and a refusal drops the census calls.
 */
export async function startTelemetry(context: PageContext, dataLayer: DataLayer) {
  const { createTelemetry } = await import('@vitrine/telemetry');
  const telemetry = createTelemetry({
    context,
    consent: consentStore,
    dataLayer,
    captureGlobalErrors: false,
    pageSpeed: { app: 'atelier-lumiere' },
    trackingBeacon: { path: '/api/census/tracking' },
  });
  recordButtonRenders(telemetry.census);
  return telemetry;
}
