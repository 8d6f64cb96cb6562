import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { expect, newProjectContext, openSiteDatabase, test } from './fixtures';

// Issue: forms that work before and without the page script. The contact form is a real HTML
// form: the server reads it, validates it with the form's own rules and messages, stores it
// with the same two steps as the script (key, then save), and sends the visitor back.

const THANKS =
  'Merci\u202f! Votre message a bien été envoyé. Nous vous répondrons sous 48 heures ouvrées.';

/** A fresh visitor whose browser runs no script at all. */
async function withoutScript(browser: Browser, info: TestInfo) {
  const context = await newProjectContext(browser, info, { javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/** The contact form of the page (the one that sends « Envoyer le message »). */
const contactForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: 'Envoyer le message' }) });

/** Fills the contact form's name, e-mail and subject as Camille Durand. */
async function fillIdentity(form: Locator) {
  await form.getByRole('textbox', { name: /Prénom/ }).fill('Camille');
  await form.getByRole('textbox', { name: /^Nom/ }).last().fill('Durand');
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('camille.durand@exemple.fr');
  await form.getByRole('combobox', { name: /Objet/ }).selectOption('Atelier céramique');
}

function storedWith(text: string) {
  const db = openSiteDatabase();
  try {
    return (
      db.prepare('SELECT form_id, payload FROM form_submissions').all() as {
        form_id: string;
        payload: string;
      }[]
    ).filter((row) => row.payload.includes(text));
  } finally {
    db.close();
  }
}

test('without JavaScript: the cookie banner’s « Refuser » stores the choice and brings the visitor back without the banner', async ({
  browser,
}, info) => {
  const { context, page } = await withoutScript(browser, info);
  try {
    await page.goto('/atelier');
    const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: 'Refuser' }).click();
    await expect(page).toHaveURL(/\/atelier$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const choice = (await context.cookies()).find(
      (cookie) => cookie.name === 'vitrine_cookie_choice',
    );
    expect(decodeURIComponent(choice?.value ?? '')).toBe('{"allowed":false}');
    // The next page knows it too.
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('without JavaScript: the contact form stores exactly one submission and shows the thanks', async ({
  browser,
}, info) => {
  const { context, page } = await withoutScript(browser, info);
  try {
    await page.goto('/contact?source=affiche');
    const form = contactForm(page);
    const message = `Sans script, un cours d’émaillage (${Date.now()}-${info.project.name}).`;
    await fillIdentity(form);
    await form.getByRole('checkbox', { name: 'Le week-end' }).check();
    await form.getByRole('textbox', { name: /Message/ }).fill(message);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    await expect(page.getByText(THANKS)).toBeVisible();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('formulaire-envoye')).toBe('formulaire-contact');
    expect(url.searchParams.get('source')).toBe('affiche');
    await page.screenshot({ path: info.outputPath('sans-script-merci.png'), fullPage: false });

    const rows = storedWith(message);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.form_id).toBe('formulaire-contact');
    const values = JSON.parse(rows[0]?.payload ?? '{}') as Record<string, unknown>;
    expect(JSON.stringify(values)).toContain('camille.durand@exemple.fr');
    // The hidden field read the page's query, as the script would.
    expect(JSON.stringify(values)).toContain('affiche');
    expect(JSON.stringify(values)).toContain('Le week-end');

    // Reloading the thanks asks nothing of the server again: still one.
    await page.reload();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(storedWith(message)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('without JavaScript: errors are shown at their fields with everything typed kept, then it sends', async ({
  browser,
}, info) => {
  const { context, page } = await withoutScript(browser, info);
  try {
    await page.goto('/contact');
    const form = contactForm(page);
    const message = `Une adresse mal tapée (${Date.now()}-${info.project.name}).`;
    await form.getByRole('textbox', { name: /Prénom/ }).fill('Camille');
    await form.getByRole('textbox', { name: /^Nom/ }).last().fill('Durand');
    await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('camille.durand');
    await form.getByRole('textbox', { name: /Message/ }).fill(message);
    await form.getByRole('button', { name: 'Envoyer le message' }).click();

    // The same page, the errors in place, what was typed kept.
    expect(new URL(page.url()).pathname).toBe('/contact');
    const email = form.getByRole('textbox', { name: /Adresse e-mail/ });
    await expect(email).toHaveValue('camille.durand');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/L’adresse e-mail n’est pas valide/);
    await expect(form.getByRole('combobox', { name: /Objet/ })).toHaveAccessibleDescription(
      'Ce champ est obligatoire.',
    );
    await expect(form.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Camille');
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(message);
    await page.screenshot({ path: info.outputPath('sans-script-erreurs.png'), fullPage: false });
    expect(storedWith(message)).toHaveLength(0);

    await email.fill('camille.durand@exemple.fr');
    await form.getByRole('combobox', { name: /Objet/ }).selectOption('Autre');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(storedWith(message)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('without JavaScript: a post whose security crumb has expired comes back with what was typed (not the password), then sends', async ({
  browser,
}, info) => {
  const { context, page } = await withoutScript(browser, info);
  try {
    await page.goto('/contact');
    const form = contactForm(page);
    const message = `Une page restée ouverte la nuit (${Date.now()}-${info.project.name}).`;
    await fillIdentity(form);
    const code = form.getByRole('textbox', { name: 'Code de votre galerie privée' });
    await code.fill('galerie-secrete-42');
    await form.getByRole('textbox', { name: /Message/ }).fill(message);
    // The session ended while the page stayed open: the crumb the page wrote is no longer valid.
    await context.clearCookies();
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    expect((await answer).status()).toBe(403);

    await expect(
      form
        .getByRole('alert')
        .getByText('Votre jeton de sécurité a expiré ou manque. Veuillez réessayer.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Prénom/ })).toHaveValue('Camille');
    await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(message);
    await expect(code).toHaveValue('');
    expect(await page.content()).not.toContain('galerie-secrete-42');
    await page.screenshot({ path: info.outputPath('sans-script-jeton.png'), fullPage: false });
    expect(storedWith(message)).toHaveLength(0);

    await form.getByRole('button', { name: 'Envoyer le message' }).click();
    await expect(page.getByText(THANKS)).toBeVisible();
    expect(storedWith(message)).toHaveLength(1);
  } finally {
    await context.close();
  }
});

test('a post without a crumb is refused with 403 before anything else is read, even for a form the page does not hold', async ({
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    for (const form of ['formulaire-contact', 'formulaire-inconnu']) {
      const answer = await visitor.post('/contact', { form: { formulaire: form } });
      expect(answer.status(), form).toBe(403);
    }
  } finally {
    await visitor.dispose();
  }
});

test('with the script: the form hydrates on the first focus, keeps what was typed, and sends once', async ({
  page,
}, info) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Refuser' }).click();
  const block = page.locator('[data-block-kind="form"]');
  await expect(block).toHaveAttribute('data-hydrate-on', 'interaction');
  // Nothing loads it before the visitor: the page settles with the form as server HTML.
  await page.waitForLoadState('networkidle');
  await expect(block).toHaveAttribute('data-hydration', 'pending');

  const message = `Tapé pendant le chargement (${Date.now()}-${info.project.name}).`;
  await block.getByRole('textbox', { name: /Prénom/ }).fill('Camille');
  await block.getByRole('textbox', { name: /^Nom/ }).last().fill('Durand');
  await block.getByRole('textbox', { name: /Adresse e-mail/ }).fill('camille.durand@exemple.fr');
  await block.getByRole('combobox', { name: /Objet/ }).selectOption('Carte cadeau');
  await block.getByRole('textbox', { name: /Message/ }).fill(message);
  await block.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(block).toHaveAttribute('data-hydration', 'hydrated');
  // Sent by the script (no page load), once.
  expect(new URL(page.url()).searchParams.has('formulaire-envoye')).toBe(false);
  expect(storedWith(message)).toHaveLength(1);
});
