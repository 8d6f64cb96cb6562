// The packages' own clients against this server: every answer must parse with the client's code.
import { createDataLayer } from '@vitrine/core-data/data-layer';
import { DEFAULT_PAGE_CONTEXT } from '@vitrine/core-data/schemas/page-context';
import {
  FORM_SUBMISSION_KEY_PATH,
  SAVE_FORM_SUBMISSION_PATH,
  sendFormSubmission,
} from '@vitrine/forms/form';
import { createPlacesClient } from '@vitrine/maps/places';
import { createSession } from '@vitrine/runtime/session';
import { createSiteApi } from '@vitrine/runtime/site-services';
import {
  WIDGET_RENDERING_PATH,
  widgetHtmlOf,
  widgetRenderingBody,
} from '@vitrine/runtime/widget-rendering';
import { createEventRecorder } from '@vitrine/telemetry/analytics';
import { createBeaconQueue } from '@vitrine/telemetry/beacon-queue';
import { createCensus } from '@vitrine/telemetry/census';
import { createErrorReporter } from '@vitrine/telemetry/error-reporter';
import { createLogger } from '@vitrine/telemetry/logger';
import { fetchPageSpeedSettings, sendPageSpeedPayload } from '@vitrine/telemetry/page-speed';
import { sendTrackingBeacon } from '@vitrine/telemetry/tracking-beacon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FORM } from '../../content/forms';
import { countRows, listSubmissions, SEED_ACCOUNTS } from '../db';
import { readSession } from '../session';
import { createApiApp } from './create-api-app';
import { FORM_ROUTES } from './routes/form-routes';
import { browserLikeClient, temporaryDatabase } from './testing/browser-like-client';

let database: ReturnType<typeof temporaryDatabase>;
const [member] = SEED_ACCOUNTS;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

/** A browser page: the cookie jar, and the data layer as the page makes it (crumb cookie, reset). */
function page(options: { rateLimit?: { max: number; windowMs: number } } = {}) {
  const client = browserLikeClient(createApiApp({ db: database.db, ...options }));
  const dataLayer = createDataLayer({
    fetch: client.fetch,
    crumb: () => client.crumb(),
    // What createDataLayer does by default: delete the crumb cookie before its one retry.
    resetCrumb: () => client.jar.delete('crumb'),
    retryDelayMs: 0,
  });
  return { client, dataLayer };
}

const lifecycle = { addEventListener() {}, removeEventListener() {} };

describe('the data layer’s crumb retry (spec 000 §7: crumbFail retries once after the reset)', () => {
  it('a page whose crumb went stale logs out on the retry', async () => {
    const { client, dataLayer } = page();
    await client.request('/api/multilingual/status');
    client.jar.set('crumb', 'c'.repeat(43)); // stale: the server never issued it
    const navigate = vi.fn();
    const session = createSession({
      dataLayer,
      accountKind: 'platform-account',
      clearIdentityCookie: () => client.jar.delete('ss_lastid'),
      navigate,
      location: () => ({ pathname: '/', search: '' }),
      inPreviewFrame: () => false,
    });
    await expect(session.logout()).resolves.toEqual({ ok: true });
    expect(navigate).toHaveBeenCalledWith('/?logout=true');
  });
});

describe('forms (spec 000 §7, §8) through sendFormSubmission', () => {
  const definition = CONTACT_FORM;
  const values = {
    nom: ['Camille', 'Martin'],
    email: 'camille@exemple.fr',
    objet: 'Séance photo',
    message: 'Bonjour\u202f!',
    origine: 'site',
  };

  it('uses the same paths', () => {
    expect(`/api${FORM_ROUTES.submissionKey}`).toBe(FORM_SUBMISSION_KEY_PATH);
    expect(`/api${FORM_ROUTES.saveSubmission}`).toBe(SAVE_FORM_SUBMISSION_PATH);
  });

  it('succeeds and the submission is stored', async () => {
    const { client, dataLayer } = page();
    await client.request('/api/multilingual/status');
    const result = await sendFormSubmission(
      {
        dataLayer,
        definition,
        submitButtonText: 'Envoyer le message',
        pageFields: { pagePath: '/contact' },
      },
      { values, captchaKey: null },
    );
    expect(result).toEqual({ ok: true });
    expect(listSubmissions(database.db, { limit: 1 })[0]?.values).toMatchObject(values);
  });

  it('shows the server’s field errors at their fields', async () => {
    const { dataLayer } = page();
    const result = await sendFormSubmission(
      { dataLayer, definition, submitButtonText: 'Envoyer' },
      { values: { ...values, email: 'pas-une-adresse', objet: '' }, captchaKey: null },
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        fields: {
          email: {
            text: 'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format nom@exemple.fr.',
          },
          objet: { text: 'Ce champ est obligatoire.' },
        },
        general: [{ key: 'forms.error.general' }],
      },
    });
  });

  it('shows the 404 and 429 messages', async () => {
    const { dataLayer } = page({ rateLimit: { max: 1, windowMs: 60_000 } });
    const unknown = await sendFormSubmission(
      {
        dataLayer,
        definition: { ...definition, id: 'formulaire-inconnu' },
        submitButtonText: 'Envoyer',
      },
      { values, captchaKey: null },
    );
    expect(unknown).toEqual({
      ok: false,
      errors: { fields: {}, general: [{ text: 'Ce formulaire n’a pas encore été configuré.' }] },
    });
    const limited = await sendFormSubmission(
      { dataLayer, definition, submitButtonText: 'Envoyer' },
      { values, captchaKey: null },
    );
    expect(limited).toEqual({
      ok: false,
      errors: {
        fields: {},
        general: [{ text: 'Envoi impossible\u00a0: la limite de fréquence d’envoi est dépassée.' }],
      },
    });
  });
});

describe('session (spec 000 §3, §7) through createSession', () => {
  it('logs in (the xsrfToken parses and is sent as a header afterwards) and logs out', async () => {
    const { client, dataLayer } = page();
    const setHeader = vi.spyOn(dataLayer, 'setHeader');
    const session = createSession({
      dataLayer,
      accountKind: 'site-member',
      clearIdentityCookie: () => client.jar.delete('ss_lastid'),
      navigate: () => {},
      location: () => ({ pathname: '/membres', search: '' }),
      inPreviewFrame: () => false,
    });
    await expect(
      session.login({ email: member.email, password: member.password, rememberMe: true }),
    ).resolves.toEqual({ ok: true });
    const signedIn = readSession(
      database.db,
      `vitrine_session=${client.jar.get('vitrine_session')}`,
    );
    expect(setHeader).toHaveBeenCalledWith('X-XSRF-Token', signedIn?.xsrfToken);
    await expect(session.logout()).resolves.toEqual({ ok: true });
    expect(client.jar.has('vitrine_session')).toBe(false);
  });

  it('a wrong password reads as the data layer’s 401 message', async () => {
    const { dataLayer } = page();
    const session = createSession({
      dataLayer,
      accountKind: 'site-member',
      clearIdentityCookie: () => {},
      navigate: () => {},
      location: () => ({ pathname: '/', search: '' }),
      inPreviewFrame: () => false,
    });
    await expect(
      session.login({ email: member.email, password: 'faux', rememberMe: false }),
    ).resolves.toEqual({ ok: false, message: 'Requête non autorisée' });
  });
});

describe('widgets, places and site services', () => {
  it('GetWidgetRendering answers html the runtime reads', async () => {
    const { dataLayer } = page();
    const answer = await dataLayer.post(WIDGET_RENDERING_PATH, {
      body: widgetRenderingBody({ type: 'scheduling', id: 'bloc-1', value: { title: 'Séances' } }),
    });
    expect(answer.ok).toBe(true);
    expect(widgetHtmlOf(answer.ok ? answer.data : undefined)).toContain(
      '<h2>Prendre rendez-vous</h2>',
    );
  });

  it('the places client gets predictions and details', async () => {
    const { dataLayer } = page();
    const places = createPlacesClient({
      dataLayer,
      productPage: 'website',
      productSection: 'map-block',
    });
    const found = await places.autocomplete<{ predictions: { place_id: string }[] }>({
      input: 'terreaux',
    });
    expect(found.ok && found.data.predictions.map((prediction) => prediction.place_id)).toEqual([
      'place-des-terreaux-lyon',
      'musee-des-beaux-arts-lyon',
    ]);
    const details = await places.details<{ result: { name: string } }>({
      placeId: 'atelier-lumiere-lyon',
    });
    expect(details.ok && details.data.result.name).toBe('Atelier Lumière');
  });

  it('the site API reads the header/footer and the languages', async () => {
    const { dataLayer } = page();
    const site = createSiteApi(dataLayer);
    expect(await site.siteHeaderFooter()).toMatchObject({
      ok: true,
      data: { header: { siteTitle: 'Atelier Lumière' } },
    });
    expect(await site.multilingualStatus()).toMatchObject({
      ok: true,
      data: { enabled: false, defaultLanguage: 'fr-FR' },
    });
    // Writing needs the owner: a visitor gets loginRequired.
    const saved = await site.saveLanguages(['fr-FR', 'en-GB']);
    expect(saved).toMatchObject({ ok: false, error: { code: 'unauthorized', status: 401 } });
  });
});

describe('telemetry (spec 000 §7, spec 001 §7) through the telemetry package', () => {
  function telemetryQueue(client: ReturnType<typeof browserLikeClient>) {
    const beacons: Promise<Response>[] = [];
    const queue = createBeaconQueue({
      // As a browser fetches from a page of this origin: it says so in Sec-Fetch-Site, which the
      // tracking beacon's GET needs to be stored (issue 17: cross-site hits are not).
      fetch: (url: string, init: RequestInit = {}) => {
        const headers = new Headers(init.headers);
        headers.set('sec-fetch-site', 'same-origin');
        return client.fetch(url, { ...init, headers });
      },
      sendBeacon: (url, data) => {
        const body = data instanceof Blob ? data : new Blob([String(data ?? '')]);
        beacons.push(client.request(url, { method: 'POST', body }));
        return true;
      },
      window: lifecycle,
      document: lifecycle,
    });
    return { queue, beacons };
  }

  it('stores census hits sent by beacon', async () => {
    const { client } = page();
    const { queue, beacons } = telemetryQueue(client);
    const census = createCensus({
      context: DEFAULT_PAGE_CONTEXT,
      location: { pathname: '/galerie', href: 'http://localhost/galerie' },
      queue,
    });
    await census.recordHit();
    await census.buttonClick({ buttonId: 'decouvrir' });
    await census.quickView('tirage-1');
    const statuses = await Promise.all(beacons.map(async (beacon) => (await beacon).status));
    expect(statuses).toEqual([204, 204, 204]);
    expect(countRows(database.db, 'census_hits', 'RecordHit')).toBe(1);
    expect(countRows(database.db, 'census_hits', 'button-click')).toBe(1);
    expect(countRows(database.db, 'census_hits', 'RecordQuickView')).toBe(1);
  });

  it('stores errors (crumb header), log items, RecordEvent and page speed; hands out a pageLoadId', async () => {
    const { client } = page();
    await client.request('/api/multilingual/status');
    const { queue, beacons } = telemetryQueue(client);
    const reporter = createErrorReporter({ queue, crumb: () => client.crumb() });
    reporter.report(new Error('Échec du chargement'));
    reporter.flush();
    const logger = createLogger({ queue });
    logger.info('galerie prête', { images: 12 });
    logger.flush();
    await createEventRecorder({ queue, crumb: () => client.crumb() }).record('clic', 'bouton', {
      id: 'a',
    });
    const settings = await fetchPageSpeedSettings(queue);
    expect(settings).toEqual({
      pageLoadId: expect.any(String),
      enabled: true,
      trackPageSpeed: true,
      trackUserTiming: true,
    });
    const pageLoadId = settings instanceof Error ? '' : settings.pageLoadId;
    await sendPageSpeedPayload(
      queue,
      JSON.stringify([{ a: 'vitrine', d: { lcp: 1200 }, e: 'page_speed', p: pageLoadId, t: 1 }]),
    );
    await sendTrackingBeacon({
      location: { href: 'http://localhost/?source=lettre', search: '?source=lettre' } as Location,
      queue,
    });
    await vi.waitFor(() =>
      expect(countRows(database.db, 'telemetry_records', 'javascript-errors')).toBe(1),
    );
    await Promise.all(beacons);
    expect(countRows(database.db, 'telemetry_records', 'trace')).toBe(1);
    expect(countRows(database.db, 'telemetry_records', 'record-event')).toBe(1);
    expect(countRows(database.db, 'telemetry_records', 'page-speed')).toBe(1);
    expect(countRows(database.db, 'census_hits', 'tracking')).toBe(1);
    queue.destroy();
  });
});
