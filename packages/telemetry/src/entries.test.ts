import { describe, expect, it } from 'vitest';
import * as analytics from './analytics';
import * as beaconQueue from './beacon-queue';
import * as census from './census';
import * as errorReporter from './error-reporter';
import * as index from './index';
import * as logger from './logger';
import * as pageSpeed from './page-speed';
import * as trackingBeacon from './tracking-beacon';
import * as visitCookies from './visit-cookies';

const entries = {
  analytics,
  beaconQueue,
  census,
  errorReporter,
  logger,
  pageSpeed,
  trackingBeacon,
  visitCookies,
};

describe('public entries', () => {
  it('export their factories and rules, with no side effects on import', () => {
    expect(typeof census.createCensus).toBe('function');
    expect(typeof census.shouldRecordCensus).toBe('function');
    expect(typeof visitCookies.createVisitCookies).toBe('function');
    expect(typeof errorReporter.createErrorReporter).toBe('function');
    expect(typeof logger.createLogger).toBe('function');
    expect(typeof pageSpeed.createPageSpeedReporter).toBe('function');
    expect(typeof analytics.createAnalytics).toBe('function');
    expect(typeof analytics.createEventRecorder).toBe('function');
    expect(typeof trackingBeacon.sendTrackingBeacon).toBe('function');
    expect(typeof beaconQueue.createBeaconQueue).toBe('function');
    expect(typeof index.createTelemetry).toBe('function');
  });

  it('the root entry re-exports every subpath entry', () => {
    for (const [name, entry] of Object.entries(entries)) {
      for (const key of Object.keys(entry)) {
        expect(index, `${name}.${key}`).toHaveProperty(
          key,
          (entry as Record<string, unknown>)[key],
        );
      }
    }
  });
});
