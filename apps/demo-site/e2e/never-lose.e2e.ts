import type { Locator, Page, Route } from '@playwright/test';
import { chooseCookies, expect, openSiteDatabase, test, waitForIslands } from './fixtures';

// A visitor never loses what they typed (spec 000 §4 "Form", "Escape key"; §5; §7
// FormSubmissionKey and SaveFormSubmission; §8 "Form messages"), against the real server and
// its database, on desktop and on a phone.

const SAVE = /\/api\/form\/SaveFormSubmission(\?|$)/;

/** Every required field of the contact form (apps/demo-site/src/content/forms.ts). */
const REQUIRED = ['Nom', 'Adresse e-mail', 'Objet', 'Message'] as const;

async function openContact(page: Page) {
  await page.goto('/contact');
  await chooseCookies(page, 'accept');
  await waitForIslands(page);
  return page.locator('[data-block-kind="form"]');
}

/** Tells this run's stored rows from those of other projects and repeats. */
const runLabel = () => `${test.info().project.name} ${test.info().repeatEachIndex}`;

const messageField = (form: Locator) => form.getByRole('textbox', { name: 'Message' });
const submitButton = (form: Locator) => form.getByRole('button', { name: 'Envoyer le message' });

async function fillRequired(form: Locator, message: string) {
  await form.locator('[name="nom-0"]').fill('Camille');
  await form.locator('[name="nom-1"]').fill('Durand');
  await form.locator('[name="email"]').fill('camille.durand@exemple.fr');
  await form.locator('select[name="objet"]').selectOption('Atelier céramique');
  await messageField(form).fill(message);
}

/** How many stored submissions of the contact form carry this message. */
function storedWithMessage(message: string): number {
  const db = openSiteDatabase();
  try {
    const rows = db.prepare('SELECT payload FROM form_submissions').all() as { payload: string }[];
    return rows.filter(
      (row) => (JSON.parse(row.payload) as { message?: unknown }).message === message,
    ).length;
  } finally {
    db.close();
  }
}

test('one submit of the empty contact form marks every required field, and nothing is sent', async ({
  page,
}) => {
  const form = await openContact(page);
  let saves = 0;
  page.on('request', (request) => {
    if (SAVE.test(request.url()) || /FormSubmissionKey/.test(request.url())) saves += 1;
  });
  await submitButton(form).click();
  for (const name of REQUIRED) {
    const field =
      name === 'Nom'
        ? form.locator('[name="nom-0"]')
        : name === 'Objet'
          ? form.getByRole('combobox', { name: 'Objet' })
          : form.getByRole('textbox', { name });
    await expect(field, name).toHaveAttribute('aria-invalid', 'true');
  }
  // Optional fields stay valid.
  await expect(form.locator('[name="societe"]')).not.toHaveAttribute('aria-invalid', 'true');
  // Focus goes to the first invalid field.
  await expect(form.locator('[name="nom-0"]')).toBeFocused();
  await page.screenshot({ path: test.info().outputPath('tous-les-champs.png') });
  expect(saves).toBe(0);
});

test('a typed message survives a reload and Back, and is gone after the form is sent', async ({
  page,
}) => {
  const form = await openContact(page);
  const message = `Brouillon ${runLabel()} : un cours pour deux, en mars.`;
  await fillRequired(form, message);
  await form.locator('[name="code-galerie"]').fill('secret-1234');

  await page.reload();
  await waitForIslands(page);
  await expect(messageField(form)).toHaveValue(message);
  await expect(form.locator('[name="nom-0"]')).toHaveValue('Camille');
  await expect(form.locator('select[name="objet"]')).toHaveValue('Atelier céramique');
  // A password is never kept.
  await expect(form.locator('[name="code-galerie"]')).toHaveValue('');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).not.toContain('secret-1234');

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Boutique' })
    .click();
  await expect(page).toHaveURL(/\/boutique$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  await waitForIslands(page);
  await expect(messageField(form)).toHaveValue(message);

  await submitButton(form).click();
  await expect(page.getByText('Votre message a bien été envoyé')).toBeVisible();
  expect(storedWithMessage(message)).toBe(1);
  await page.reload();
  await waitForIslands(page);
  await expect(messageField(form)).toHaveValue('');
});

test('Escape in the message field keeps the page and the text; away from it, the visitor is asked first', async ({
  page,
}) => {
  // The demo's visitor goes to the login flow with Escape (useEscapeKeyToLogin, spec 000 §4).
  const form = await openContact(page);
  await messageField(form).fill('Texte en cours de saisie');
  await messageField(form).press('Escape');
  await expect(messageField(form)).toBeFocused();
  // The same key with focus outside any field: the page asks before leaving. Its question
  // showing proves the first Escape was handled too, and left nothing.
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Escape');
  const ask = page.getByRole('alertdialog', { name: 'Quitter la page\u202f?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(messageField(form)).toHaveValue('Texte en cours de saisie');
  // Focus is back on the page, not on <body>.
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('a wrong password shows the server’s message with focus on it, and keeps the e-mail', async ({
  page,
}) => {
  await page.goto('/connexion');
  await chooseCookies(page, 'accept');
  await waitForIslands(page);
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('membre@atelier-lumiere.fr');
  await page.getByLabel('Mot de passe').fill('pas-le-bon');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  const message = page
    .getByRole('alert')
    .filter({ hasText: 'Adresse e-mail ou mot de passe incorrect.' });
  await expect(message).toBeVisible();
  await expect(message).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveValue(
    'membre@atelier-lumiere.fr',
  );
});

interface Fault {
  readonly name: string;
  /** The form message of spec 000 §8 that the visitor sees. */
  readonly message: string;
  /** Answers the first save; `stored` saves are passed to the real server first. */
  answer(route: Route): Promise<void>;
  /** Whether the server stored the first save although the visitor saw a failure. */
  readonly stored: boolean;
  readonly slow?: boolean;
}

const PROXY_PAGE = '<html><body><h1>Bad gateway</h1></body></html>';
const UNKNOWN = 'Erreur inconnue. Veuillez réessayer plus tard.';
const SEND_FAILED =
  'Une erreur s’est produite lors de l’envoi du formulaire. Veuillez recharger la page et réessayer.';

const FAULTS: readonly Fault[] = [
  {
    name: '500',
    message: 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
    stored: false,
    answer: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: PROXY_PAGE }),
  },
  {
    name: '503',
    message: UNKNOWN,
    stored: false,
    answer: (route) => route.fulfill({ status: 503, contentType: 'text/html', body: PROXY_PAGE }),
  },
  {
    name: '429',
    message: 'Envoi impossible\u00a0: la limite de fréquence d’envoi est dépassée.',
    stored: false,
    answer: (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{}' }),
  },
  {
    name: '401',
    message: 'Envoi impossible. Veuillez réessayer plus tard.',
    stored: false,
    answer: (route) => route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
  },
  {
    name: 'JSON illisible',
    message: UNKNOWN,
    stored: false,
    answer: (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: 'pas du json{' }),
  },
  {
    name: 'connexion coupée',
    message: SEND_FAILED,
    stored: false,
    answer: (route) => route.abort('connectionreset'),
  },
  {
    name: 'réponse perdue après l’enregistrement (502)',
    message: UNKNOWN,
    stored: true,
    answer: async (route) => {
      // The real server stores the submission; its answer is lost on the way back.
      await route.fetch();
      await route.fulfill({ status: 502, contentType: 'text/html', body: PROXY_PAGE });
    },
  },
  {
    name: 'attente au-delà du délai (30 s), enregistrée',
    message: SEND_FAILED,
    stored: true,
    slow: true,
    answer: async (route) => {
      // Stored by the server, then the answer never comes: the client gives up after 30 s.
      await route.fetch();
      await new Promise<void>(() => {});
    },
  },
];

test.describe('a failed save keeps every value, says why, and the retry stores exactly once', () => {
  for (const fault of FAULTS) {
    test(fault.name, async ({ page, problems }) => {
      test.setTimeout(fault.slow ? 90_000 : 45_000);
      const form = await openContact(page);
      const message = `Défaut « ${fault.name} » (${runLabel()}) : un message à ne pas perdre.`;
      await fillRequired(form, message);
      let saves = 0;
      await page.route(SAVE, async (route) => {
        saves += 1;
        if (saves === 1) await fault.answer(route);
        else await route.continue();
      });
      await submitButton(form).click();
      await expect(form.getByText(fault.message).first()).toBeVisible({
        // The client gives up after 30 s; a loaded machine adds its own delay on top.
        timeout: fault.slow ? 55_000 : 10_000,
      });
      // Everything typed is still on screen.
      await expect(messageField(form)).toHaveValue(message);
      await expect(form.locator('[name="nom-0"]')).toHaveValue('Camille');
      await expect(form.locator('[name="email"]')).toHaveValue('camille.durand@exemple.fr');
      await expect(form.locator('select[name="objet"]')).toHaveValue('Atelier céramique');
      expect(storedWithMessage(message)).toBe(fault.stored ? 1 : 0);

      await submitButton(form).click();
      await expect(page.getByText('Votre message a bien été envoyé')).toBeVisible();
      expect(saves).toBe(2);
      expect(storedWithMessage(message)).toBe(1);
      expect(problems.dialogs).toEqual([]);
    });
  }
});
