import { randomBytes } from 'node:crypto';
import { CONTACT_FORM, NEWSLETTER_FORM } from '../../src/content/forms';

/**
 * What a planned submission is, and so how the server must answer it:
 * - `valid`: a complete contact or newsletter form from a visitor under the limit (200);
 * - `field-errors`: a contact form with a bad e-mail and a `javascript:` website (400 `errors`);
 * - `missing-email`: a newsletter without its required e-mail (400 `errors`);
 * - `unreadable`: a payload whose `form` is not JSON (400 `error`);
 * - `unknown-key`: a complete form with a key the server never issued (400 `error`);
 * - `reused-key`: two complete forms from two visitors with one key (the key's visitor 200, the
 *   other 409: a key is bound to the visitor it was fetched for);
 * - `burst`: complete forms from one visitor, beyond its limit (200 up to the limit, then 429).
 */
export type SubmissionKind =
  | 'valid'
  | 'field-errors'
  | 'missing-email'
  | 'unreadable'
  | 'unknown-key'
  | 'reused-key'
  | 'burst';

export interface PlannedSubmission {
  /** Also written into the values, so a stored row names the submission it came from. */
  readonly id: number;
  readonly kind: SubmissionKind;
  readonly formId: string;
  /** The visitor's `ss_cvr` cookie (spec 000 §3 "Visit cookies"). */
  readonly visitorCookie: string;
  /** Index into the keys fetched before the run, or null for a key the server never issued. */
  readonly keySlot: number | null;
  readonly values: Readonly<Record<string, unknown>>;
  /** For `unreadable`: the `form` text sent instead of the values' JSON. */
  readonly rawForm?: string;
}

export interface SubmissionMix {
  readonly submissions: readonly PlannedSubmission[];
  /** How many keys to fetch, and the visitor cookie each is fetched with. */
  readonly keyOwners: readonly string[];
  /** The burst visitor's cookie. */
  readonly burstVisitor: string;
  /** Exact counts of answers by status, given the limit the server runs with. */
  readonly expected: Readonly<Record<200 | 400 | 409 | 429, number>>;
}

export interface MixOptions {
  readonly visitors: number;
  /** Complete forms per visitor. */
  readonly validPerVisitor: number;
  readonly fieldErrors: number;
  readonly missingEmail: number;
  readonly unreadable: number;
  readonly unknownKeys: number;
  /** Keys each sent twice, by two visitors. */
  readonly reusedKeys: number;
  /** Complete forms of the burst visitor. */
  readonly burst: number;
  /** The server's submission limit per visitor (in one window). */
  readonly limit: number;
  readonly seed: number;
}

/** A small seeded generator (mulberry32), so that a run's order can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version 4 UUID from the seeded generator. */
function visitorId(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)] ?? '8';
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** An `ss_cvr` value: `visitorId|firstVisitAt|visitStartedAt|visitCount|pageViews`. */
function visitorCookie(random: () => number, now: number): string {
  return `${visitorId(random)}|${now}|${now}|1|1`;
}

/** The values of a complete contact form, as the forms package collects them. */
export function contactValues(id: number): Record<string, unknown> {
  return {
    nom: ['Camille', `Martin ${id}`],
    email: `visiteur.${id}@exemple.fr`,
    societe: '',
    telephone: ['33', '6', '12', '345678'],
    adresse: ['', '', '', '', '', ''],
    'site-web': 'atelier-exemple.fr',
    'compte-twitter': '@camille_m',
    objet: 'Atelier céramique',
    atelier: 'Émaillage',
    disponibilites: ['Le week-end'],
    'date-souhaitee': ['14', '3', '2026'],
    'heure-souhaitee': ['10', '30', ''],
    participants: '2',
    budget: '120,50',
    'code-galerie': '',
    message: `Demande n° ${id} : je voudrais réserver un atelier.`,
    avis: { 'L’accueil est chaleureux.': '2' },
    origine: 'charge',
  };
}

/** The values of a complete newsletter form. */
export function newsletterValues(id: number): Record<string, unknown> {
  return { name: ['Visiteur', `n° ${id}`], email: `lettre.${id}@exemple.fr` };
}

/**
 * The submissions of a load run, shuffled with the seed: complete forms from many visitors,
 * refused ones of each kind, reused keys and one visitor beyond the limit. The expected counts
 * are exact as long as no window ends during the run and the address limit (four times the
 * visitor limit, all calls coming from 127.0.0.1) is never reached: `planSubmissionMix` throws
 * when the options could reach it.
 */
export function planSubmissionMix(options: MixOptions): SubmissionMix {
  const random = seededRandom(options.seed);
  const now = Date.now();
  const visitors = Array.from({ length: options.visitors }, () => visitorCookie(random, now));
  const burstVisitor = visitorCookie(random, now);
  const keyOwners: string[] = [];
  const submissions: PlannedSubmission[] = [];
  const newKey = (owner: string) => keyOwners.push(owner) - 1;
  const visitorAt = (index: number) => visitors[index % visitors.length] ?? burstVisitor;
  const add = (entry: Omit<PlannedSubmission, 'id'>) =>
    submissions.push({ id: submissions.length + 1, ...entry });
  const contact = { formId: CONTACT_FORM.id } as const;
  const newsletter = { formId: NEWSLETTER_FORM.id } as const;
  const next = () => submissions.length + 1;

  visitors.forEach((visitor, index) => {
    for (let n = 0; n < options.validPerVisitor; n++) {
      const id = next();
      const form = (index + n) % 2 === 0 ? contact : newsletter;
      add({
        kind: 'valid',
        ...form,
        visitorCookie: visitor,
        keySlot: newKey(visitor),
        values: form === contact ? contactValues(id) : newsletterValues(id),
      });
    }
  });
  for (let n = 0; n < options.fieldErrors; n++) {
    const visitor = visitorAt(n);
    const values = {
      ...contactValues(next()),
      email: 'pas-une-adresse',
      'site-web': 'javascript:alert(1)',
    };
    add({
      kind: 'field-errors',
      ...contact,
      visitorCookie: visitor,
      keySlot: newKey(visitor),
      values,
    });
  }
  for (let n = 0; n < options.missingEmail; n++) {
    const visitor = visitorAt(options.fieldErrors + n);
    const values = { ...newsletterValues(next()), email: '' };
    add({
      kind: 'missing-email',
      ...newsletter,
      visitorCookie: visitor,
      keySlot: newKey(visitor),
      values,
    });
  }
  for (let n = 0; n < options.unreadable; n++) {
    const visitor = visitorAt(options.fieldErrors + options.missingEmail + n);
    add({
      kind: 'unreadable',
      ...contact,
      visitorCookie: visitor,
      keySlot: newKey(visitor),
      values: contactValues(next()),
      rawForm: '{"message": "pas du JSON',
    });
  }
  for (let n = 0; n < options.unknownKeys; n++) {
    const visitor = visitorAt(n + 7);
    add({
      kind: 'unknown-key',
      ...contact,
      visitorCookie: visitor,
      keySlot: null,
      values: contactValues(next()),
    });
  }
  for (let n = 0; n < options.reusedKeys; n++) {
    const first = visitorAt(2 * n);
    const slot = newKey(first);
    for (const visitor of [first, visitorAt(2 * n + 1)]) {
      add({
        kind: 'reused-key',
        ...contact,
        visitorCookie: visitor,
        keySlot: slot,
        values: contactValues(next()),
      });
    }
  }
  for (let n = 0; n < options.burst; n++) {
    add({
      kind: 'burst',
      ...newsletter,
      visitorCookie: burstVisitor,
      keySlot: newKey(burstVisitor),
      values: newsletterValues(next()),
    });
  }

  // Every visitor but the burst one must stay under its limit, and the calls that pass the
  // visitor limits under the address limit: otherwise which calls get a 429 depends on the order.
  const perVisitor = new Map<string, number>();
  for (const submission of submissions) {
    perVisitor.set(submission.visitorCookie, (perVisitor.get(submission.visitorCookie) ?? 0) + 1);
  }
  for (const [visitor, count] of perVisitor) {
    if (visitor !== burstVisitor && count > options.limit)
      throw new Error(`A visitor sends ${count} forms, over the limit ${options.limit}.`);
  }
  const burstAccepted = Math.min(options.burst, options.limit);
  const passing = submissions.length - (options.burst - burstAccepted);
  if (passing > options.limit * 4)
    throw new Error(`${passing} calls would reach the address limit ${options.limit * 4}.`);

  for (let index = submissions.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const a = submissions[index];
    const b = submissions[other];
    if (a && b) {
      submissions[index] = b;
      submissions[other] = a;
    }
  }

  const refusedFields =
    options.fieldErrors + options.missingEmail + options.unreadable + options.unknownKeys;
  return {
    submissions,
    keyOwners,
    burstVisitor,
    expected: {
      200: options.visitors * options.validPerVisitor + options.reusedKeys + burstAccepted,
      400: refusedFields,
      409: options.reusedKeys,
      429: options.burst - burstAccepted,
    },
  };
}

/** A key the server never issued, in the shape of its keys. */
export function neverIssuedKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The JSON body of SaveFormSubmission (spec 000 §3 "Form submission payload", §7). */
export function submissionBody(submission: PlannedSubmission, key: string): string {
  const form = submission.formId === CONTACT_FORM.id ? CONTACT_FORM : NEWSLETTER_FORM;
  return JSON.stringify({
    key,
    formId: form.id,
    collectionId: form.collectionId,
    objectName: form.objectName,
    isOverlayForm: false,
    submitButtonText: form.id === CONTACT_FORM.id ? CONTACT_FORM.submitButtonText : 'S’inscrire',
    form: submission.rawForm ?? JSON.stringify(submission.values),
    pagePath: '/contact',
    pageTitle: 'Contact',
  });
}
