import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM, NEWSLETTER_FORM } from '../../content/forms';
import { temporaryDatabase, written } from '../api/testing/browser-like-client';
import { createSubmissionKey, SEED_ACCOUNTS, saveSubmission } from '../db';
import { authenticate, SESSION_COOKIE, startSession } from '../session';
import { createOwnerRoutes, OWNER_LOGIN_REDIRECT } from './create-owner-routes';

let database: ReturnType<typeof temporaryDatabase>;
const [member, owner] = SEED_ACCOUNTS;
const now = Date.UTC(2026, 2, 14, 9, 30);

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

async function cookieOf(account: { email: string; password: string }): Promise<string> {
  const found = await authenticate(database.db, account.email, account.password);
  const session = await written(
    startSession(database.db, { accountId: found?.id ?? '', remember: false, now }),
  );
  return `${SESSION_COOKIE}=${session.token}`;
}

async function store(formId: string, values: Record<string, unknown>, at: number) {
  const key = await written(createSubmissionKey(database.db, { visitor: null, now: at }));
  await written(
    saveSubmission(database.db, {
      formId,
      key,
      visitor: null,
      values,
      pageFields: { pagePath: '/contact', pageTitle: 'Contact' },
      now: at,
    }),
  );
}

function get(cookie?: string) {
  const app = createOwnerRoutes({ db: database.db, now: () => now });
  return app.request('http://localhost/proprietaire/soumissions', {
    headers: cookie ? { cookie } : {},
  });
}

describe('GET /proprietaire/soumissions', () => {
  it('sends a visitor to sign in (303)', async () => {
    const response = await get();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(OWNER_LOGIN_REDIRECT);
    expect(OWNER_LOGIN_REDIRECT).toBe('/connexion?retour=/proprietaire/soumissions');
  });

  it('refuses a signed-in member (403 page)', async () => {
    const response = await get(await cookieOf(member));
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<h1>Accès réservé</h1>');
    expect(html).toContain('lang="fr"');
  });

  it('lists the submissions for the owner, newest first, every value escaped', async () => {
    await store(
      NEWSLETTER_FORM.id,
      { name: ['Léa', 'Bernard'], email: 'lea@exemple.fr' },
      now - 60_000,
    );
    await store(
      CONTACT_FORM.id,
      {
        nom: ['<b>Camille</b>', 'Martin'],
        email: 'camille@exemple.fr',
        telephone: ['33', '6', '12', '345678'],
        adresse: ['12 rue des Tanneurs', '', 'Lyon', '', '69001', 'France'],
        'date-souhaitee': ['14', '3', '2026'],
        'heure-souhaitee': ['9', '5', ''],
        disponibilites: ['En semaine, en soirée', 'Le week-end'],
        avis: { 'L’accueil est chaleureux.': '2' },
        message: '<script>alert("x")</script>\nMerci',
        origine: 'instagram',
      },
      now,
    );
    const response = await get(await cookieOf(owner));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<title>Soumissions de formulaires — Atelier Lumière</title>');
    expect(html).toContain('<h1>Soumissions de formulaires</h1>');
    expect(html).toContain('2 soumissions, de la plus récente à la plus ancienne.');
    expect(html).toContain('Connecté·e en tant que Élise Moreau (proprietaire@atelier-lumiere.fr)');
    expect(html.indexOf('Formulaire de contact')).toBeLessThan(
      html.indexOf('Lettre d’information'),
    );
    expect(html).toContain(
      'Reçu le <time datetime="2026-03-14T09:30:00.000Z">samedi 14 mars 2026 à 10:30</time>',
    );
    expect(html).toContain('<dt>Nom</dt><dd>&lt;b&gt;Camille&lt;/b&gt; Martin</dd>');
    expect(html).toContain('<dt>Téléphone</dt><dd>+33 6 12 345678</dd>');
    expect(html).toContain(
      '<dt>Adresse postale</dt><dd>12 rue des Tanneurs, Lyon, 69001, France</dd>',
    );
    expect(html).toContain('<dt>Date souhaitée</dt><dd>14 mars 2026</dd>');
    expect(html).toContain('<dt>Heure souhaitée</dt><dd>09:05</dd>');
    expect(html).toContain('<dd>En semaine, en soirée\nLe week-end</dd>');
    expect(html).toContain('<dd>L’accueil est chaleureux.\u00a0: Tout à fait d’accord</dd>');
    expect(html).toContain(
      '<dt>Message</dt><dd>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;\nMerci</dd>',
    );
    expect(html).toContain('<dt>Votre site web</dt><dd>Non renseigné</dd>');
    expect(html).toContain('<dt>Page</dt><dd>Contact</dd>');
    expect(html).not.toMatch(/<script/i);
  });

  it('says when nothing was sent yet', async () => {
    const html = await (await get(await cookieOf(owner))).text();
    expect(html).toContain('Aucun formulaire n’a encore été envoyé.');
  });
});
