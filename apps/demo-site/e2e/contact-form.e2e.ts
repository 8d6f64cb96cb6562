import type { Page, Route } from '@playwright/test';
import {
  chooseCookies,
  expect,
  fillContactForm,
  openSiteDatabase,
  ownVisitorId,
  test,
  waitForIslands,
} from './fixtures';

const SAVE = '**/api/form/SaveFormSubmission**';

async function openContact(page: Page, query = '') {
  await page.goto(`/contact${query}`);
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  return page.locator('[data-block-kind="form"]');
}

/** Sends the submission on with its JSON body changed (the page's validation already passed). */
function rewriteSubmission(
  mutate: (payload: Record<string, unknown>, values: Record<string, unknown>) => void,
) {
  return async (route: Route) => {
    const payload = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    const values = (
      typeof payload.form === 'string' ? JSON.parse(payload.form) : (payload.form ?? {})
    ) as Record<string, unknown>;
    mutate(payload, values);
    payload.form = typeof payload.form === 'string' ? JSON.stringify(values) : values;
    await route.continue({ postData: JSON.stringify(payload) });
  };
}

test('the contact form is sent, stored in SQLite with the hidden field, and thanks the visitor', async ({
  page,
  problems,
}) => {
  const form = await openContact(page, '?source=affiche');
  const message = `Bonjour, je voudrais réserver un cours (${Date.now()}).`;
  await fillContactForm(form, message);
  await form.getByRole('radio', { name: 'Émaillage' }).check();
  await form.getByRole('checkbox', { name: 'Le week-end' }).check();
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Votre message a bien été envoyé')).toBeVisible();

  const db = openSiteDatabase();
  try {
    const rows = db.prepare('SELECT form_id, payload FROM form_submissions').all() as {
      form_id: string;
      payload: string;
    }[];
    const stored = rows.find((row) => row.payload.includes(message));
    expect(stored?.form_id).toBe('formulaire-contact');
    const values = JSON.parse(stored?.payload ?? '{}') as Record<string, unknown>;
    const all = JSON.stringify(values);
    expect(all).toContain('camille.durand@exemple.fr');
    expect(all).toContain('affiche');
    expect(all).toContain('Émaillage');
  } finally {
    db.close();
  }
  expect(problems.errors).toEqual([]);
});

test('client validation: required fields and the e-mail rule, nothing sent', async ({ page }) => {
  const form = await openContact(page);
  let sent = 0;
  await page.route(SAVE, (route) => {
    sent += 1;
    return route.continue();
  });
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(
    form.getByText('Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.').first(),
  ).toBeVisible();
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('pas-une-adresse');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText(/adresse e-mail/i).first()).toBeVisible();
  expect(sent).toBe(0);
});

test('server refusal (400 by field): the errors show, the typed values stay', async ({ page }) => {
  const form = await openContact(page);
  const message = 'Un message que le serveur refusera.';
  await fillContactForm(form, message);
  // The page's own validation passes; the body is altered on its way so the real server refuses it.
  await page.route(
    SAVE,
    rewriteSubmission((_payload, values) => {
      values.email = 'refusee@';
    }),
  );
  const answer = page.waitForResponse(SAVE);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  const response = await answer;
  expect(response.status()).toBe(400);
  // Errors by field id, shown at the field.
  expect(JSON.stringify(await response.json())).toContain('email');
  await expect(
    form
      .getByText(/adresse e-mail/i)
      .and(form.locator('[id*="error"], [class*="error"]'))
      .first(),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(message);
  await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
});

test('unknown form (404): the catalogue message shows, the values stay', async ({ page }) => {
  const form = await openContact(page);
  await fillContactForm(form, 'Message pour un formulaire inconnu.');
  await page.route(
    SAVE,
    rewriteSubmission((payload) => {
      payload.formId = 'formulaire-inexistant';
    }),
  );
  const answer = page.waitForResponse(SAVE);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  expect((await answer).status()).toBe(404);
  await expect(form.getByText('Ce formulaire n’a pas encore été configuré.').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(
    'Message pour un formulaire inconnu.',
  );
});

test('server error (500) and a dropped connection: a message shows, the values stay', async ({
  page,
}) => {
  const form = await openContact(page);
  await fillContactForm(form, 'Message envoyé pendant une panne.');
  await page.route(SAVE, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"panne"}' }),
  );
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(
    'Message envoyé pendant une panne.',
  );

  await page.unroute(SAVE);
  await page.route(SAVE, (route) => route.abort('connectionreset'));
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByRole('button', { name: 'Envoyer le message' })).toBeEnabled();
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(
    'Message envoyé pendant une panne.',
  );

  // Back to normal: the same values are sent and stored.
  await page.unroute(SAVE);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Votre message a bien été envoyé')).toBeVisible();
});

test('the owner page lists the stored submission for the signed-in owner only', async ({
  page,
}) => {
  await page.goto('/proprietaire/soumissions');
  await expect(page).toHaveURL(/\/connexion\?retour=/);
  await page
    .getByRole('textbox', { name: 'Adresse e-mail' })
    .fill('proprietaire@atelier-lumiere.fr');
  await page.getByLabel('Mot de passe').fill('atelier-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/proprietaire\/soumissions/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('camille.durand@exemple.fr').first()).toBeVisible();
});

test('rate limit (429) per visitor: the catalogue message shows after the limit', async ({
  page,
}) => {
  // Its own visitor id, so that the limit (8 a minute on the e2e server) counts this test only.
  await ownVisitorId(page, 'limite');
  const form = await openContact(page);
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i++) {
    await fillContactForm(form, `Message numéro ${i}.`);
    const answer = page.waitForResponse(SAVE);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    status = (await answer).status();
    if (status === 200) {
      await page.goto('/contact');
      await waitForIslands(page);
    }
  }
  expect(status).toBe(429);
  await expect(
    form.getByText('Envoi impossible\u00a0: la limite de fréquence d’envoi est dépassée.').first(),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: /Message/ })).not.toHaveValue('');
});
