import type { LIMITS } from '@vitrine/core-data/constants';
import { readCookie } from '@vitrine/core-data/cookies';
import { encodeForm } from '@vitrine/core-data/data-layer';
import type { VisitCookieName } from '@vitrine/core-data/enums';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import {
  type BeaconQueue,
  createBeaconQueue,
  type Delivery,
} from '../beacon-queue/create-beacon-queue';
import { isTrackingAllowed, whenTrackingAllowed } from '../shared/when-tracking-allowed';
import { type CensusConsent, createConsentHold } from './census-consent-hold';
import { type CensusPageFields, censusPageFields } from './census-page-fields';
import { type CensusLocation, shouldRecordCensus } from './should-record-census';

/** Census timeout (spec 000 §7 button-render, §9); typed against LIMITS.census.timeoutMs. */
export const CENSUS_TIMEOUT_MS: typeof LIMITS.census.timeoutMs = 2500;

/** The census calls of spec 000 §7. */
export const CENSUS_PATHS = {
  recordHit: '/api/census/RecordHit',
  buttonClick: '/api/census/button-click',
  buttonRender: '/api/census/button-render',
  formRender: '/api/census/form-render',
  overlay: '/api/census/overlay',
  quickView: '/api/census/RecordQuickView/',
} as const;

/**
 * How many census interaction calls made before the visitor chooses are kept for the accept. The
 * spec gives no number: enough for one page's buttons, forms and overlay, bounded so that a page
 * left open cannot grow without end.
 */
export const CENSUS_HOLD_LIMIT = 50;

/** The `event` field of a page-view RecordHit. */
export const CENSUS_VIEW_EVENT = 'view';

/** The visitor cookie sent with census calls (spec 000 §7), under its own name. */
const VISITOR_COOKIE: typeof VisitCookieName.SS_CVR = 'ss_cvr';

/** Intra-page event fields of a census call (button id, form id…). */
export type CensusEventFields = Record<string, string | number | boolean | null | undefined>;

/** Fields for a form submission payload (spec 000 §3): scalar values only. */
export type CensusSubmissionFields = Readonly<Record<string, string | number | boolean | null>>;

/**
 * The census intra-page event fields of a form submission (spec 000 §3, §7): what the census of
 * this page sent before the submission.
 */
export interface CensusIntraPageFields {
  /** button-click calls sent from this page. */
  readonly censusButtonClicks: number;
  /** Whether an overlay call was sent from this page (the popup overlay was shown). */
  readonly censusOverlayShown: boolean;
  /** RecordQuickView calls sent from this page. */
  readonly censusQuickViews: number;
}

export interface CensusOptions {
  context: PageContext;
  /** The page's location (`window.location`): the path decides, the href is sent. */
  location: CensusLocation & { href?: string };
  /** Shared transport; a private one is created without it. */
  queue?: BeaconQueue;
  /**
   * Absent: tracking allowed. Nothing is sent while it refuses; with `getChoice` (the
   * `@vitrine/consent` store), calls made before a choice are held (see `holdLimit`).
   */
  consent?: CensusConsent;
  /**
   * Interaction calls (button click and render, form render, overlay, quick view) made before the
   * visitor chooses are kept, at most this many, and sent once tracking is allowed, after the page
   * view; a refusal drops them. 0 drops them at once. Default {@link CENSUS_HOLD_LIMIT}.
   */
  holdLimit?: number;
  /** Edit mode (body class `edit-mode`): nothing is recorded. */
  editMode?: boolean;
  /** Visit cookies to update right before each page-view hit (see `createVisitCookies`). */
  visitCookies?: { recordPageView(): unknown };
  /** Client clock, for `clientTime`. */
  now?: () => number;
}

/** The visitor census of one page (spec 000 §4, §7). No method throws or rejects. */
export interface Census {
  /** Whether this page is recorded at all (see shouldRecordCensus). */
  readonly recorded: boolean;
  /**
   * Records the page view (RecordHit). Before consent the hit waits and is sent once tracking is
   * allowed; the promise then resolves at once with `{ ok: false, error: 'consent' }`.
   */
  recordHit(): Promise<Delivery>;
  /**
   * The interaction calls. Before a choice each is held (sent on accept, after the page view) and
   * resolves at once with `{ ok: false, error: 'consent' }`, as does a call made while refused
   * (dropped). The page fields are read at call time, the visitor cookie at send time.
   */
  buttonClick(fields?: CensusEventFields): Promise<Delivery>;
  buttonRender(fields?: CensusEventFields): Promise<Delivery>;
  formRender(fields?: CensusEventFields): Promise<Delivery>;
  overlay(fields?: CensusEventFields): Promise<Delivery>;
  quickView(id: string): Promise<Delivery>;
  /** The page fields of this page (`censusPageFields`), e.g. for a form submission; `{}` if unreadable. */
  pageFields(): CensusPageFields;
  /**
   * The census intra-page event fields for a form submission ({@link CensusIntraPageFields}),
   * followed by `extra` (the caller's own census fields, e.g. a form's render time); `{}` when
   * the page is not recorded or tracking is not allowed now.
   */
  intraPageFields(extra?: CensusSubmissionFields): CensusSubmissionFields;
  /** Drops the hit and the calls waiting for consent and stops listening to consent. */
  destroy(): void;
}

const SKIPPED: Delivery = { ok: false, error: 'skipped' };
const REFUSED: Delivery = { ok: false, error: 'consent' };

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Runs a send; a throw on the way (a storage or cookie read, say) is a network failure. */
function safely(send: () => Delivery | Promise<Delivery>): Promise<Delivery> {
  // The executor turns a throw into a rejection; the queue's own deliveries never reject.
  return new Promise<Delivery>((done) => done(send())).catch(
    (cause: unknown): Delivery => ({ ok: false, error: 'network', cause }),
  );
}

/** Posts census values form-encoded, with the visitor cookie `ss_cvr`. */
function postCensus(
  queue: BeaconQueue,
  path: string,
  values: Record<string, unknown>,
): Promise<Delivery> {
  return safely(() =>
    queue.send({
      url: path,
      body: encodeForm({ ...values, [VISITOR_COOKIE]: readCookie(VISITOR_COOKIE) }).toString(),
      contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
      timeoutMs: CENSUS_TIMEOUT_MS,
    }),
  );
}

/** The `data` of RecordHit: what the page and the device are, now. */
function hitData(
  context: CensusOptions['context'],
  location: CensusOptions['location'],
  now: number,
) {
  const g = globalThis as Partial<typeof globalThis>;
  const item = context.item as { id?: string; recordType?: unknown } | null | undefined;
  return {
    websiteId: context.website?.id,
    templateId: context.templateId,
    userAgent: g.navigator?.userAgent,
    clientTime: now,
    viewportWidth: numberOrUndefined(g.innerWidth),
    viewportHeight: numberOrUndefined(g.innerHeight),
    screenWidth: numberOrUndefined(g.screen?.width),
    screenHeight: numberOrUndefined(g.screen?.height),
    url: location.href,
    title: g.document?.title,
    itemId: item?.id,
    collectionId: context.collection?.id,
    recordType: numberOrUndefined(item?.recordType),
  };
}

/**
 * When the census may send (spec 000 §4 with an opt-in banner): now when tracking is allowed,
 * else held until the visitor accepts; the page view waits for the accept too, and leaves first
 * so that the held calls carry its fresh visit cookie. Counts the calls sent, by path.
 */
function createCensusGate(
  consent: CensusConsent | undefined,
  holdLimit: number,
  sendHit: () => Promise<Delivery>,
) {
  let cancelWait: (() => void) | undefined;
  const hold = createConsentHold(consent, holdLimit);
  /** Calls sent from this page, by path (RecordQuickView without its id). */
  const sent = new Map<string, number>();
  const countOf = (path: string) => sent.get(path) ?? 0;
  const sendWaitingHit = () => {
    if (!cancelWait) return;
    cancelWait();
    cancelWait = undefined;
    void sendHit();
  };
  return {
    countOf,
    /** Sends now when allowed, else holds. */
    deliver(path: string, send: () => Promise<Delivery>): Delivery | Promise<Delivery> {
      const sendCounted = () => {
        sent.set(path, countOf(path) + 1);
        return send();
      };
      if (isTrackingAllowed(consent)) {
        sendWaitingHit();
        hold.release();
        return sendCounted();
      }
      hold.hold(() => {
        sendWaitingHit();
        void sendCounted();
      });
      return REFUSED;
    },
    /** The page view: now when allowed, else once, when the visitor accepts. */
    recordHit(): Delivery | Promise<Delivery> {
      if (isTrackingAllowed(consent)) {
        const delivery = sendHit();
        hold.release();
        return delivery;
      }
      cancelWait ??= whenTrackingAllowed(consent, () => {
        cancelWait = undefined;
        void sendHit();
      });
      return REFUSED;
    },
    destroy(): void {
      cancelWait?.();
      cancelWait = undefined;
      hold.destroy();
    },
  };
}

/**
 * Creates the census of a page. RecordHit posts the form-encoded `event` and `data` (JSON:
 * website and template ids, user agent, client time, viewport and screen sizes, url, title, item
 * and collection ids, record type) and the visitor cookie `ss_cvr`; the other calls post the
 * visitor cookie, the page fields and the caller's event fields.
 */
export function createCensus(options: CensusOptions): Census {
  const { context, location, consent, visitCookies } = options;
  const queue = options.queue ?? createBeaconQueue();
  const now = options.now ?? Date.now;
  let recorded = false;
  try {
    recorded = shouldRecordCensus(context, location, { editMode: options.editMode });
  } catch {
    recorded = false;
  }
  const sendHit = (): Promise<Delivery> => {
    try {
      visitCookies?.recordPageView();
    } catch {
      // The hit still goes without fresh visit cookies.
    }
    return postCensus(queue, CENSUS_PATHS.recordHit, {
      event: CENSUS_VIEW_EVENT,
      data: hitData(context, location, now()),
    });
  };
  const gate = createCensusGate(consent, options.holdLimit ?? CENSUS_HOLD_LIMIT, sendHit);
  const { deliver, countOf } = gate;

  const call =
    (path: string) =>
    (fields: CensusEventFields = {}): Promise<Delivery> =>
      safely(() => {
        if (!recorded) return SKIPPED;
        const values = { ...censusPageFields(context, location), ...fields };
        return deliver(path, () => postCensus(queue, path, values));
      });

  return {
    recorded,
    recordHit: () => safely(() => (recorded ? gate.recordHit() : SKIPPED)),
    buttonClick: call(CENSUS_PATHS.buttonClick),
    buttonRender: call(CENSUS_PATHS.buttonRender),
    formRender: call(CENSUS_PATHS.formRender),
    overlay: call(CENSUS_PATHS.overlay),
    quickView: (id) =>
      safely(() => {
        if (!recorded) return SKIPPED;
        const url = CENSUS_PATHS.quickView + encodeURIComponent(String(id));
        return deliver(CENSUS_PATHS.quickView, () =>
          queue.send({ url, timeoutMs: CENSUS_TIMEOUT_MS }),
        );
      }),
    pageFields() {
      try {
        return censusPageFields(context, location);
      } catch {
        return {};
      }
    },
    intraPageFields(extra = {}) {
      if (!recorded || !isTrackingAllowed(consent)) return {};
      return {
        censusButtonClicks: countOf(CENSUS_PATHS.buttonClick),
        censusOverlayShown: countOf(CENSUS_PATHS.overlay) > 0,
        censusQuickViews: countOf(CENSUS_PATHS.quickView),
        ...extra,
      } satisfies CensusIntraPageFields & CensusSubmissionFields;
    },
    destroy: gate.destroy,
  };
}
