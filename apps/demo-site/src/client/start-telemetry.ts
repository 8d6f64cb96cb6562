import { consentStore } from '@vitrine/consent/store';
import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';

/**
 * Telemetry for the page (spec 000 §4 "Visitor census", spec 001 §4 "Page-speed reporting"),
 * loaded once the visitor's choice allows tracking under the site's restrictive policy; the
 * page view and the page-speed metrics (web-vitals reads buffered entries) are still recorded.
 */
export async function startTelemetry(context: PageContext, dataLayer: DataLayer) {
  const { createTelemetry } = await import('@vitrine/telemetry');
  return createTelemetry({
    context,
    consent: consentStore,
    dataLayer,
    captureGlobalErrors: false,
    pageSpeed: { app: 'atelier-lumiere' },
    trackingBeacon: { path: '/api/census/tracking' },
  });
}
