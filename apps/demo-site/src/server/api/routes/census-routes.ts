import { CENSUS_VIEW_EVENT } from '@vitrine/telemetry/census';
import { MARKETING_PARAMETERS } from '@vitrine/telemetry/tracking-beacon';
import { SS_CVR } from '@vitrine/telemetry/visit-cookies';
import type { Context, Hono } from 'hono';
import { serverText } from '../../catalogue/server-text';
import { isFromThisOrigin } from '../../csrf/same-origin-writes';
import { type CensusKind, recordCensusHit } from '../../db';
import type { ApiDeps, ApiEnv } from '../api-env';
import { errorAnswer } from '../http/answers';
import { isRecord, readBodyValues } from '../http/read-body';
import { callerOf } from '../http/visitor';
import { writeBusyAnswer } from '../http/write-busy';
import { quotaRefusal, writerOf } from '../http/write-quota';

/** The census calls of spec 000 §7 (and the tracking beacon of spec 001 §7), relative to the API root. */
export const CENSUS_ROUTES = {
  recordHit: '/census/RecordHit',
  buttonClick: '/census/button-click',
  buttonRender: '/census/button-render',
  formRender: '/census/form-render',
  overlay: '/census/overlay',
  quickView: '/census/RecordQuickView/:id',
  /** `DEFAULT_TRACKING_PATH` of @vitrine/telemetry/tracking-beacon: the spec names no path. */
  tracking: '/census/tracking',
} as const;

const MAX_EVENT_LENGTH = 64;
const MAX_FIELD_LENGTH = 2000;
const MAX_ITEM_ID_LENGTH = 200;
/** Tracking beacon fields kept: spec 001 §7 "landing, refer, random key, language, screen size". */
const TRACKING_FIELDS = ['landing', 'refer', 'key', 'language', 'screen', ...MARKETING_PARAMETERS];

function shortFields(value: Record<string, unknown>): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(value)) {
    if (name === SS_CVR) continue;
    if (typeof field !== 'string' || field.length > MAX_FIELD_LENGTH || name.length > 100) {
      return undefined;
    }
    fields[name] = field;
  }
  return fields;
}

/**
 * The census calls: form-encoded (by beacon), each with the visitor cookie as a field `ss_cvr`;
 * stored as rows of `census_hits` and answered 204. RecordHit needs `event` and `data` (JSON);
 * the interaction calls keep their short text fields; RecordQuickView/{id} has no payload; the
 * tracking beacon is a GET whose query is kept, only when it comes from a page of this origin
 * (`Sec-Fetch-Site`, `Origin` or `Referer`; others are answered 204 and not stored). Bodies over
 * 64 kB are a 413. Every stored call counts towards `WRITE_LIMITS.census` per visitor and
 * address (429 with `Retry-After`), and the table is capped (`CENSUS_CAP`).
 */
export function registerCensusRoutes(api: Hono<ApiEnv>, deps: ApiDeps): void {
  /** The 429 of a visitor or address past its census quota, or null (the call is counted). */
  const overQuota = (c: Context, visitorCookie?: string) =>
    quotaRefusal(
      c,
      deps.limits.writes.census.take(writerOf(c, { trustProxy: deps.trustProxy, visitorCookie })),
    );

  api.post(CENSUS_ROUTES.recordHit, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const fields = isRecord(body.value) ? body.value : {};
    const event = fields.event;
    let data: unknown;
    try {
      data = typeof fields.data === 'string' ? JSON.parse(fields.data) : fields.data;
    } catch {
      data = undefined;
    }
    if (
      typeof event !== 'string' ||
      event === '' ||
      event.length > MAX_EVENT_LENGTH ||
      !isRecord(data)
    ) {
      return errorAnswer(c, 400, serverText('server.census.badHit'));
    }
    const visitorCookie = typeof fields[SS_CVR] === 'string' ? fields[SS_CVR] : undefined;
    const limited = overQuota(c, visitorCookie);
    if (limited) return limited;
    const caller = callerOf(c, { trustProxy: deps.trustProxy, visitorCookie });
    const stored = await recordCensusHit(deps.db, {
      kind: 'RecordHit',
      visitor: caller.visitorId,
      target: typeof data.url === 'string' ? data.url.slice(0, MAX_FIELD_LENGTH) : null,
      payload: { event, data, view: event === CENSUS_VIEW_EVENT },
      now: deps.now(),
    });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.body(null, 204);
  });

  const interactions: [string, CensusKind][] = [
    [CENSUS_ROUTES.buttonClick, 'button-click'],
    [CENSUS_ROUTES.buttonRender, 'button-render'],
    [CENSUS_ROUTES.formRender, 'form-render'],
    [CENSUS_ROUTES.overlay, 'overlay'],
  ];
  for (const [path, kind] of interactions) {
    api.post(path, async (c) => {
      const body = await readBodyValues(c);
      if (!body.ok) return errorAnswer(c, body.status, body.error);
      const raw = isRecord(body.value) ? body.value : {};
      const fields = shortFields(raw);
      if (!fields) return errorAnswer(c, 400, serverText('server.census.badFields'));
      const visitorCookie = typeof raw[SS_CVR] === 'string' ? raw[SS_CVR] : undefined;
      const limited = overQuota(c, visitorCookie);
      if (limited) return limited;
      const caller = callerOf(c, { trustProxy: deps.trustProxy, visitorCookie });
      const stored = await recordCensusHit(deps.db, {
        kind,
        visitor: caller.visitorId,
        target: fields.url ?? null,
        payload: fields,
        now: deps.now(),
      });
      if (!stored.ok) return writeBusyAnswer(c, stored);
      return c.body(null, 204);
    });
  }

  api.post(CENSUS_ROUTES.quickView, async (c) => {
    const id = c.req.param('id');
    if (!id || id.length > MAX_ITEM_ID_LENGTH)
      return errorAnswer(c, 400, serverText('server.census.badQuickView'));
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const limited = overQuota(c);
    if (limited) return limited;
    const caller = callerOf(c, { trustProxy: deps.trustProxy });
    const stored = await recordCensusHit(deps.db, {
      kind: 'RecordQuickView',
      visitor: caller.visitorId,
      target: id,
      payload: { id },
      now: deps.now(),
    });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.body(null, 204);
  });

  api.get(CENSUS_ROUTES.tracking, async (c) => {
    // Issue 17: a hit another site makes a browser send (an image, a link) is not the census's.
    if (!isFromThisOrigin(c.req.raw, { trustProxy: deps.trustProxy })) return c.body(null, 204);
    const limited = overQuota(c);
    if (limited) return limited;
    const query: Record<string, string> = {};
    for (const name of TRACKING_FIELDS) {
      const value = c.req.query(name);
      if (value !== undefined) query[name] = value.slice(0, MAX_FIELD_LENGTH);
    }
    const caller = callerOf(c, { trustProxy: deps.trustProxy });
    const stored = await recordCensusHit(deps.db, {
      kind: 'tracking',
      visitor: caller.visitorId,
      target: query.landing ?? null,
      payload: query,
      now: deps.now(),
    });
    if (!stored.ok) return writeBusyAnswer(c, stored);
    return c.body(null, 204);
  });
}
