import { randomUUID } from 'node:crypto';
import type { PageSpeedRolloutFlag } from '@vitrine/core-data/enums';
import { TRACE_FIELD } from '@vitrine/telemetry/logger';
import type { Context, Hono } from 'hono';
import { serverText } from '../../catalogue/server-text';
import { recordTelemetry } from '../../db';
import type { ApiDeps, ApiEnv } from '../api-env';
import { errorAnswer } from '../http/answers';
import { isRecord, readBodyValues } from '../http/read-body';
import { writeBusyAnswer } from '../http/write-busy';
import { quotaRefusal, writerOf } from '../http/write-quota';

/** The telemetry calls of spec 000 §7 and spec 001 §7, relative to the API root. */
export const TELEMETRY_ROUTES = {
  javascriptErrors: '/events/RecordJavascriptErrors',
  trace: '/events/Trace',
  recordEvent: '/events/RecordEvent',
  analyticsEvents: '/v1/events',
  pageSpeedSettings: '/1/performance/settings',
  pageSpeedRecords: '/1/performance/records',
} as const;

const MAX_ERRORS = 50;
const MAX_LOG_ITEMS = 500;
const MAX_PAGE_SPEED_EVENTS = 500;
const LOG_LEVELS = new Set(['debug', 'info', 'warn', 'error']);
const PAGE_SPEED_EVENTS = new Set(['page_speed', 'user']);

/**
 * Spec 001 §4 "Page-speed reporting": every rollout flag is on for the demo site, so the page
 * reports its speed and its user timings.
 */
export const PAGE_SPEED_FLAGS: Readonly<Record<PageSpeedRolloutFlag, boolean>> = {
  rum: true,
  'app-specific': true,
  'track-page-speed': true,
  'track-user-timing': true,
};

function isErrorRecord(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.event === 'string' &&
    isRecord(value.data) &&
    typeof value.timestamp === 'number'
  );
}

function isLogItem(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.level === 'string' &&
    LOG_LEVELS.has(value.level) &&
    typeof value.message === 'string' &&
    typeof value.timestamp === 'number'
  );
}

function isPageSpeedEvent(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.a === 'string' &&
    isRecord(value.d) &&
    typeof value.e === 'string' &&
    PAGE_SPEED_EVENTS.has(value.e) &&
    typeof value.p === 'string' &&
    value.p !== '' &&
    typeof value.t === 'number'
  );
}

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/**
 * The error reporter, logger, RecordEvent, analytics events and page-speed calls: each body is
 * checked against what the telemetry package sends and stored as one `telemetry_records` row;
 * anything else is a 400, a body over 64 kB a 413. Every stored call counts towards
 * `WRITE_LIMITS.telemetry` per visitor and address (429 with `Retry-After`), and the table is
 * capped (`TELEMETRY_CAP`).
 */
export function registerTelemetryRoutes(api: Hono<ApiEnv>, deps: ApiDeps): void {
  /** The 429 of a visitor or address past its telemetry quota, or null (the call is counted). */
  const overQuota = (c: Context) =>
    quotaRefusal(
      c,
      deps.limits.writes.telemetry.take(writerOf(c, { trustProxy: deps.trustProxy })),
    );

  api.post(TELEMETRY_ROUTES.javascriptErrors, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const errors = body.value;
    if (
      !Array.isArray(errors) ||
      errors.length === 0 ||
      errors.length > MAX_ERRORS ||
      !errors.every(isErrorRecord)
    ) {
      return errorAnswer(c, 400, serverText('server.telemetry.javascriptErrors'));
    }
    const limited = overQuota(c);
    if (limited) return limited;
    const stored = await recordTelemetry(deps.db, {
      kind: 'javascript-errors',
      body: errors,
      now: deps.now(),
    });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.body(null, 204);
  });

  api.post(TELEMETRY_ROUTES.trace, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const items = isRecord(body.value) ? parseJsonText(body.value[TRACE_FIELD]) : undefined;
    if (
      !Array.isArray(items) ||
      items.length === 0 ||
      items.length > MAX_LOG_ITEMS ||
      !items.every(isLogItem)
    ) {
      return errorAnswer(c, 400, serverText('server.telemetry.trace', { field: TRACE_FIELD }));
    }
    const limited = overQuota(c);
    if (limited) return limited;
    const stored = await recordTelemetry(deps.db, { kind: 'trace', body: items, now: deps.now() });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.body(null, 204);
  });

  api.post(TELEMETRY_ROUTES.recordEvent, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const fields = isRecord(body.value) ? body.value : {};
    const data = parseJsonText(fields.data);
    if (
      typeof fields.event !== 'string' ||
      fields.event === '' ||
      !isRecord(data) ||
      typeof data.eventName !== 'string' ||
      (data.payload !== undefined && !isRecord(data.payload))
    ) {
      return errorAnswer(c, 400, serverText('server.telemetry.recordEvent'));
    }
    const limited = overQuota(c);
    if (limited) return limited;
    const stored = await recordTelemetry(deps.db, {
      kind: 'record-event',
      body: { event: fields.event, data },
      now: deps.now(),
    });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.body(null, 204);
  });

  api.post(TELEMETRY_ROUTES.analyticsEvents, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const event = body.value;
    if (
      !isRecord(event) ||
      typeof event.analyticsId !== 'string' ||
      !isRecord(event.commonData) ||
      event.customData === undefined ||
      typeof event.customSchemaName !== 'string'
    ) {
      return errorAnswer(c, 400, serverText('server.telemetry.analytics'));
    }
    const limited = overQuota(c);
    if (limited) return limited;
    const stored = await recordTelemetry(deps.db, {
      kind: 'analytics-event',
      body: event,
      now: deps.now(),
    });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    // Spec 001 §7: success is 200 or 202; the event is accepted for later processing.
    return c.body(null, 202);
  });

  api.get(TELEMETRY_ROUTES.pageSpeedSettings, (c) =>
    c.json({ pageLoadId: randomUUID(), flags: PAGE_SPEED_FLAGS }),
  );

  api.post(TELEMETRY_ROUTES.pageSpeedRecords, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const events = body.value;
    if (
      !Array.isArray(events) ||
      events.length === 0 ||
      events.length > MAX_PAGE_SPEED_EVENTS ||
      !events.every(isPageSpeedEvent)
    ) {
      return errorAnswer(c, 400, serverText('server.telemetry.pageSpeed'));
    }
    const limited = overQuota(c);
    if (limited) return limited;
    const stored = await recordTelemetry(deps.db, {
      kind: 'page-speed',
      body: events,
      now: deps.now(),
    });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.body(null, 204);
  });
}
