import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contactValues } from '../../../../tools/load/submission-mix';
import { CONTACT_FORM, NEWSLETTER_FORM, POPUP_NEWSLETTER_FORM } from '../../../content/forms';
import { countSubmissions, listSubmissions } from '../../db';
import { createApiApp } from '../create-api-app';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';
import { FORM_MESSAGES } from './form-routes';

let database: ReturnType<typeof temporaryDatabase>;
let time: number;

beforeEach(() => {
  database = temporaryDatabase();
  time = Date.UTC(2026, 2, 1, 10);
});
afterEach(() => database.dispose());

function setup(rateLimit = { max: 5, windowMs: 60_000 }) {
  const app = createApiApp({ db: database.db, now: () => time, rateLimit });
  return Object.assign(browserLikeClient(app), { app });
}

/** The values of a complete contact form (the load test's), with one visitor's own texts. */
const CONTACT_VALUES = {
  ...contactValues(1),
  nom: ['Camille', 'Martin'],
  email: 'camille@exemple.fr',
  message: 'Bonjour, je voudrais réserver un atelier.',
  origine: 'instagram',
};

type Client = ReturnType<typeof browserLikeClient>;

async function crumbOf(client: Client): Promise<string> {
  if (!client.crumb()) await client.request('/api/multilingual/status');
  return client.crumb() ?? '';
}

async function newKey(client: Client): Promise<string> {
  const crumb = await crumbOf(client);
  const response = await client.request(`/api/form/FormSubmissionKey?crumb=${crumb}`, {
    method: 'POST',
  });
  expect(response.status).toBe(200);
  const { key } = (await response.json()) as { key: string };
  return key;
}

async function save(client: Client, payload: Record<string, unknown>) {
  const crumb = await crumbOf(client);
  return client.request(`/api/form/SaveFormSubmission?crumb=${crumb}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
}

function contactPayload(key: string, values: Record<string, unknown> = CONTACT_VALUES) {
  return {
    key,
    formId: CONTACT_FORM.id,
    collectionId: CONTACT_FORM.collectionId,
    objectName: CONTACT_FORM.objectName,
    isOverlayForm: false,
    submitButtonText: CONTACT_FORM.submitButtonText,
    form: JSON.stringify(values),
    pagePath: '/contact',
    pageTitle: 'Contact',
  };
}

describe('POST /api/form/FormSubmissionKey (spec 000 §7)', () => {
  it('answers { key }, a fresh key each time', async () => {
    const client = setup();
    const first = await newKey(client);
    const second = await newKey(client);
    expect(first).toMatch(/^[\w-]{32}$/);
    expect(second).not.toBe(first);
  });
});

describe('POST /api/form/SaveFormSubmission (spec 000 §5, §7, §8)', () => {
  it('stores a valid contact submission once, with its page fields', async () => {
    const client = setup();
    const response = await save(client, contactPayload(await newKey(client)));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toEqual({ success: true, submissionId: expect.any(String) });
    const [stored] = listSubmissions(database.db, { limit: 10 });
    expect(stored).toMatchObject({
      id: answer.submissionId,
      formId: 'formulaire-contact',
      values: CONTACT_VALUES,
      pageFields: {
        collectionId: 'page-contact',
        objectName: 'contact-formulaire',
        isOverlayForm: false,
        submitButtonText: 'Envoyer le message',
        pagePath: '/contact',
        pageTitle: 'Contact',
      },
      created: time,
    });
  });

  it('stores the census page and intra-page event fields, a bad census field left out', async () => {
    const client = setup();
    const response = await save(client, {
      ...contactPayload(await newKey(client)),
      url: 'http://127.0.0.1/contact',
      websiteId: '6650a1b2c3d4e5f6a7b8c9d0',
      pageCollectionId: '6650a1b2c3d4e5f6a7b8c003',
      censusButtonClicks: 2,
      censusOverlayShown: true,
      censusQuickViews: 'beaucoup',
      censusFormRenderTime: 640,
    });
    expect(response.status).toBe(200);
    const [stored] = listSubmissions(database.db, { limit: 10 });
    expect(stored?.pageFields).toMatchObject({
      url: 'http://127.0.0.1/contact',
      websiteId: '6650a1b2c3d4e5f6a7b8c9d0',
      pageCollectionId: '6650a1b2c3d4e5f6a7b8c003',
      censusButtonClicks: 2,
      censusOverlayShown: true,
      censusFormRenderTime: 640,
    });
    expect(stored?.pageFields).not.toHaveProperty('censusQuickViews');
  });

  it('answers 400 with French errors keyed by field id, and stores nothing', async () => {
    const client = setup();
    const values = {
      ...CONTACT_VALUES,
      nom: ['Camille', ''],
      email: 'camille@exemple',
      objet: 'Une option inventée',
      message: 'x'.repeat(1001),
      participants: 'beaucoup',
      'date-souhaitee': ['31', '2', '2026'],
    };
    const response = await save(client, contactPayload(await newKey(client), values));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        nom: 'Indiquez votre prénom et votre nom.',
        email:
          'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format nom@exemple.fr.',
        objet: 'Choisissez une des options proposées.',
        message: 'Vous avez dépassé le nombre de caractères autorisé.',
        participants: 'Saisissez un nombre, par exemple 3 ou 2,5.',
        'date-souhaitee': 'Saisissez une date valide (jour, mois et année).',
      },
    });
    expect(countSubmissions(database.db)).toBe(0);
  });

  it('requires the required fields', async () => {
    const client = setup();
    const response = await save(client, contactPayload(await newKey(client), { origine: 'site' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: {
        nom: 'Ce champ est obligatoire.',
        email: 'Ce champ est obligatoire.',
        objet: 'Ce champ est obligatoire.',
        message: 'Ce champ est obligatoire.',
      },
    });
  });

  it('answers 404 with a French error for an unknown form', async () => {
    const client = setup();
    const response = await save(client, {
      ...contactPayload(await newKey(client)),
      formId: 'inconnu',
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Ce formulaire n’a pas encore été configuré.' });
  });

  it('refuses an unknown key (400) and a used key with other values (409)', async () => {
    const client = setup();
    const unknown = await save(client, contactPayload('cle-inventee'));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: FORM_MESSAGES.unknownKey });
    const key = await newKey(client);
    expect((await save(client, contactPayload(key))).status).toBe(200);
    const reused = await save(client, contactPayload(key, { ...CONTACT_VALUES, origine: 'autre' }));
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ error: FORM_MESSAGES.usedKey });
    expect(countSubmissions(database.db)).toBe(1);
  });

  it('refuses a key older than an hour', async () => {
    const client = setup();
    const key = await newKey(client);
    time += 60 * 60 * 1000 + 1;
    const response = await save(client, contactPayload(key));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: FORM_MESSAGES.unknownKey });
  });

  it('answers 429 once a visitor passes the limit, then lets them in after the window', async () => {
    const client = setup({ max: 2, windowMs: 60_000 });
    client.jar.set(
      'ss_cvr',
      encodeURIComponent('2f1c9a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f|1767000000000|1767000000000|1|1'),
    );
    expect((await save(client, contactPayload(await newKey(client)))).status).toBe(200);
    expect((await save(client, contactPayload(await newKey(client)))).status).toBe(200);
    const limited = await save(client, contactPayload(await newKey(client)));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({
      error: 'Envoi impossible\u00a0: la limite de fréquence d’envoi est dépassée.',
    });
    // Another visitor of the same site is not held back by the first one's submissions.
    const other = browserLikeClient(client.app);
    expect((await save(other, contactPayload(await newKey(other)))).status).toBe(200);
    time += 60_001;
    expect((await save(client, contactPayload(await newKey(client)))).status).toBe(200);
    expect(countSubmissions(database.db)).toBe(4);
  });

  it('reads a form-encoded payload too (isOverlayForm as text)', async () => {
    const client = setup();
    const key = await newKey(client);
    const body = new URLSearchParams({
      key,
      formId: POPUP_NEWSLETTER_FORM.id,
      isOverlayForm: 'true',
      form: JSON.stringify({ email: 'lea@exemple.fr' }),
    });
    const response = await client.request(`/api/form/SaveFormSubmission?crumb=${client.crumb()}`, {
      method: 'POST',
      body,
    });
    expect(response.status).toBe(200);
    expect(listSubmissions(database.db, { limit: 1 })[0]).toMatchObject({
      formId: 'lettre-atelier-popup',
      values: { email: 'lea@exemple.fr' },
      pageFields: { isOverlayForm: true },
    });
  });

  it('accepts the newsletter block’s submission (name and e-mail)', async () => {
    const client = setup();
    const key = await newKey(client);
    const invalid = await save(client, {
      key,
      formId: NEWSLETTER_FORM.id,
      form: JSON.stringify({ name: ['Léa', 'Bernard'], email: 'lea@exemple' }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      errors: {
        email:
          'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format nom@exemple.fr.',
      },
    });
    const saved = await save(client, {
      key,
      formId: NEWSLETTER_FORM.id,
      form: JSON.stringify({ name: ['Léa', 'Bernard'], email: 'lea@exemple.fr' }),
    });
    expect(saved.status).toBe(200);
    const missing = await save(client, {
      key: await newKey(client),
      formId: NEWSLETTER_FORM.id,
      form: JSON.stringify({ name: ['', ''], email: '' }),
    });
    expect(await missing.json()).toEqual({ errors: { email: 'Ce champ est obligatoire.' } });
  });

  it('answers 400 with a French error for a payload it cannot read', async () => {
    const client = setup();
    const crumb = await crumbOf(client);
    const broken = await client.request(`/api/form/SaveFormSubmission?crumb=${crumb}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"key": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      error: 'Le corps de la requête n’est pas un JSON valide.',
    });
    const noForm = await save(client, {
      key: 'k',
      formId: CONTACT_FORM.id,
      form: '["pas un objet"]',
    });
    expect(noForm.status).toBe(400);
    expect(await noForm.json()).toEqual({
      error: 'Impossible de lire les champs du formulaire. Veuillez vérifier vos saisies.',
    });
  });
});

/** The rows stored under one key, counted in SQL. */
function rowsWithKey(key: string): number {
  const row = database.db
    .prepare('SELECT count(*) AS n FROM form_submissions WHERE key = ?')
    .get(key) as { n: number };
  return row.n;
}

/** A client with its own census visitor cookie (`ss_cvr`). */
function visitorClient(app: Parameters<typeof browserLikeClient>[0], visitorId: string): Client {
  const client = browserLikeClient(app);
  client.jar.set('ss_cvr', encodeURIComponent(`${visitorId}|1767000000000|1767000000000|1|1`));
  return client;
}

const VISITOR = '2f1c9a4e-8b7d-4c3a-9e2f-1a2b3c4d5e6f';
const OTHER_VISITOR = '7d0b5e2a-1c3f-4a6b-8d9e-0f1a2b3c4d5e';

describe('SaveFormSubmission retried with its key: stored exactly once', () => {
  it('answers an identical retry 200 with the first body, and stores one row', async () => {
    const { app } = setup();
    const client = visitorClient(app, VISITOR);
    const key = await newKey(client);
    const first = await save(client, contactPayload(key));
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    const retry = await save(client, contactPayload(key));
    expect(retry.status).toBe(200);
    expect(await retry.text()).toBe(firstBody);
    expect(rowsWithKey(key)).toBe(1);
    expect(countSubmissions(database.db)).toBe(1);
  });

  it('counts a retry as the same submission whatever its page and census fields', async () => {
    const client = setup();
    const key = await newKey(client);
    const first = await save(client, contactPayload(key));
    const retry = await save(client, {
      ...contactPayload(key),
      // A retry may be sent while the button says so, from a re-titled page, with a new token.
      submitButtonText: 'Envoi en cours…',
      pageTitle: 'Contact – Atelier Lumière',
      captchaKey: 'nouveau-jeton',
      // The same values, sent in another order.
      form: JSON.stringify(Object.fromEntries(Object.entries(CONTACT_VALUES).reverse())),
    });
    expect(retry.status).toBe(200);
    expect(await retry.text()).toBe(await first.text());
    // What is kept is the first sending's page fields.
    expect(listSubmissions(database.db, { limit: 5 })).toMatchObject([
      { pageFields: { submitButtonText: 'Envoyer le message', pageTitle: 'Contact' } },
    ]);
  });

  it('still refuses a used key (409) for other values, another form or another visitor', async () => {
    const { app } = setup({ max: 20, windowMs: 60_000 });
    const client = visitorClient(app, VISITOR);
    const key = await newKey(client);
    expect((await save(client, contactPayload(key))).status).toBe(200);
    const used = [
      save(client, contactPayload(key, { ...CONTACT_VALUES, message: 'Un autre message.' })),
      // Invalid values cannot be the stored submission either: 409, not their field errors.
      save(client, contactPayload(key, { ...CONTACT_VALUES, email: 'pas-une-adresse' })),
    ];
    // Another form or another visitor: the key is not theirs (issue 17), whatever it stored.
    const foreign = [
      save(client, {
        key,
        formId: NEWSLETTER_FORM.id,
        form: JSON.stringify({ name: ['Camille', 'Martin'], email: 'camille@exemple.fr' }),
      }),
      save(visitorClient(app, OTHER_VISITOR), contactPayload(key)),
      save(browserLikeClient(app), contactPayload(key)),
    ];
    for (const answer of await Promise.all(used)) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: FORM_MESSAGES.usedKey });
    }
    for (const answer of await Promise.all(foreign)) {
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: FORM_MESSAGES.foreignKey });
    }
    expect(rowsWithKey(key)).toBe(1);
    expect(listSubmissions(database.db, { limit: 5 })).toMatchObject([
      { formId: CONTACT_FORM.id, visitor: VISITOR, values: CONTACT_VALUES },
    ]);
  });

  it('stores identical saves racing with one key once, and answers each with that one', async () => {
    const { app } = setup();
    const client = visitorClient(app, VISITOR);
    const key = await newKey(client);
    const answers = await Promise.all([1, 2, 3].map(() => save(client, contactPayload(key))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(rowsWithKey(key)).toBe(1);
    const [stored] = listSubmissions(database.db, { limit: 5 });
    expect(JSON.parse(bodies[0] ?? '')).toEqual({ success: true, submissionId: stored?.id });
  });

  it('stores one of several different saves racing with one key, and refuses the others', async () => {
    const { app } = setup();
    const client = visitorClient(app, VISITOR);
    const key = await newKey(client);
    const answers = await Promise.all(
      ['un', 'deux', 'trois'].map((word) =>
        save(client, contactPayload(key, { ...CONTACT_VALUES, message: `Message ${word}.` })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(rowsWithKey(key)).toBe(1);
  });

  it('answers a retry after the key’s hour, and none once the key is pruned (a day)', async () => {
    const client = setup();
    const key = await newKey(client);
    const first = await (await save(client, contactPayload(key))).text();
    time += 60 * 60 * 1000 + 1;
    const late = await save(client, contactPayload(key));
    expect(late.status).toBe(200);
    expect(await late.text()).toBe(first);
    time += 24 * 60 * 60 * 1000;
    await newKey(client); // handing out a key prunes the day-old ones
    const pruned = await save(client, contactPayload(key));
    expect(pruned.status).toBe(400);
    expect(await pruned.json()).toEqual({ error: FORM_MESSAGES.unknownKey });
    expect(countSubmissions(database.db)).toBe(1);
  });
});

describe('submission keys bound to their visitor and form (issue 17)', () => {
  it('refuses an unused key to another browser, with or without the same census visitor', async () => {
    const { app } = setup({ max: 20, windowMs: 60_000 });
    const owner = visitorClient(app, VISITOR);
    const key = await newKey(owner);
    for (const other of [
      visitorClient(app, VISITOR),
      visitorClient(app, OTHER_VISITOR),
      browserLikeClient(app),
    ]) {
      const answer = await save(other, contactPayload(key));
      expect(answer.status).toBe(409);
      expect(await answer.json()).toEqual({ error: FORM_MESSAGES.foreignKey });
    }
    expect(countSubmissions(database.db)).toBe(0);
    // The owner's key is still whole: their submission is stored, and their retry replays it.
    const first = await save(owner, contactPayload(key));
    expect(first.status).toBe(200);
    const retry = await save(owner, contactPayload(key));
    expect(await retry.text()).toBe(await first.text());
    expect(rowsWithKey(key)).toBe(1);
  });

  it('binds a key to the first form it is sent with, even when its values are refused', async () => {
    const { app } = setup({ max: 20, windowMs: 60_000 });
    const client = visitorClient(app, VISITOR);
    const key = await newKey(client);
    const invalid = await save(client, contactPayload(key, { ...CONTACT_VALUES, email: 'non' }));
    expect(invalid.status).toBe(400);
    const newsletter = await save(client, {
      key,
      formId: NEWSLETTER_FORM.id,
      form: JSON.stringify({ name: ['Camille', 'Martin'], email: 'camille@exemple.fr' }),
    });
    expect(newsletter.status).toBe(409);
    expect(await newsletter.json()).toEqual({ error: FORM_MESSAGES.foreignKey });
    // Corrected values for the same form go through with the same key.
    expect((await save(client, contactPayload(key))).status).toBe(200);
  });

  it('binds a key to the form named at issuance (?formId=), and answers 404 for an unknown one', async () => {
    const { app } = setup({ max: 20, windowMs: 60_000 });
    const client = visitorClient(app, VISITOR);
    const crumb = await crumbOf(client);
    const issued = await client.request(
      `/api/form/FormSubmissionKey?crumb=${crumb}&formId=${NEWSLETTER_FORM.id}`,
      { method: 'POST' },
    );
    const { key } = (await issued.json()) as { key: string };
    const contact = await save(client, contactPayload(key));
    expect(contact.status).toBe(409);
    expect(await contact.json()).toEqual({ error: FORM_MESSAGES.foreignKey });
    const unknown = await client.request(
      `/api/form/FormSubmissionKey?crumb=${crumb}&formId=formulaire-inconnu`,
      { method: 'POST' },
    );
    expect(unknown.status).toBe(404);
  });

  it('a browser keeping no cookie uses its key from its address', async () => {
    const { app } = setup({ max: 20, windowMs: 60_000 });
    // Cookies disabled: every call carries neither crumb nor cookie, from this very page.
    const call = (path: string, body?: unknown) =>
      app.request(`http://localhost${path}`, {
        method: 'POST',
        headers: { origin: 'http://localhost', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const issued = await call('/api/form/FormSubmissionKey');
    expect(issued.status).toBe(200);
    const { key } = (await issued.json()) as { key: string };
    expect((await call('/api/form/SaveFormSubmission', contactPayload(key))).status).toBe(200);
  });
});
