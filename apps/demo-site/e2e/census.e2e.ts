import type { Request } from '@playwright/test';
import {
  axeViolations,
  chooseCookies,
  expect,
  openSiteDatabase,
  test,
  waitForIslands,
} from './fixtures';

// The visitor census of spec 000 §7 on one visit, from a fresh context: every call the demo
// makes waits for the cookie accept (spec 000 §4 with the opt-in banner), then goes with the
// visitor cookie and the page fields; the contact form's submission carries the census page
// fields and intra-page event fields (spec 000 §3).

// The popup overlay must be free to show on this visit.
test.use({ popupClosedRecently: false });

/** One census call as sent: its path and its form-encoded fields. */
interface CensusCall {
  readonly path: string;
  readonly fields: Record<string, string>;
}

const readCall = (request: Request): CensusCall => ({
  path: new URL(request.url()).pathname,
  fields: Object.fromEntries(new URLSearchParams(request.postData() ?? '')),
});

/** ss_cvr: five parts separated by | (spec 000 §3 "Visit cookies"), as the census sends it. */
const VISITOR_RECORD = /^[0-9a-f-]{36}\|\d{13}\|\d{13}\|\d+\|\d+$/;
const WEBSITE_ID = '6650a1b2c3d4e5f6a7b8c9d0';
const CONTACT_COLLECTION = '6650a1b2c3d4e5f6a7b8c003';
const BUTTON = {
  buttonLabel: 'Nous écrire par e-mail',
  buttonHref: 'mailto:bonjour@atelier-lumiere.fr',
};

test('every census call waits for the accept, then goes with its fields; the submission carries the census fields (spec 000 §3, §4, §7)', async ({
  page,
  context,
  problems,
}) => {
  const calls: CensusCall[] = [];
  // Through a route: the body of a beacon is not in the request events.
  await context.route('**/api/census/**', async (route) => {
    calls.push(readCall(route.request()));
    await route.continue();
  });
  // The form's form-render, made before any choice, loads telemetry: its census holds the calls.
  const telemetryLoaded = page.waitForRequest(/\/assets\/start-telemetry-[^/]*\.js$/);
  await page.goto('/contact');
  const banner = page.getByRole('region', { name: 'Consentement aux cookies' });
  await expect(banner).toBeVisible();
  await waitForIslands(page);
  await telemetryLoaded;

  // Before the choice: a click on the button block (a mailto: link, the page stays).
  const button = page.getByRole('link', { name: BUTTON.buttonLabel });
  await button.click();
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('ss_cvr');

  // The accept: the page view first, then what the census held.
  const held = page.waitForRequest(/\/api\/census\/button-click/);
  await chooseCookies(page, 'accept');
  await held;
  expect(calls[0]?.path).toBe('/api/census/RecordHit');

  // The popup overlay shows once the choice is made; then a second click, after the accept.
  const popup = page.getByRole('dialog', { name: 'Rejoignez notre lettre d’information' });
  await expect(popup).toBeVisible();
  await expect
    .poll(() => calls.filter((call) => call.path === '/api/census/overlay'))
    .toHaveLength(1);
  await popup.getByRole('button', { name: 'Fermer' }).click();
  await expect(popup).toBeHidden();
  await button.click();
  await expect
    .poll(() => calls.filter((call) => call.path === '/api/census/button-click'))
    .toHaveLength(2);

  // A quick view on the shop, in another tab of the same visit.
  const shop = await context.newPage();
  await shop.goto('/boutique');
  await waitForIslands(shop);
  const quickView = shop.getByRole('button', { name: /^Aperçu rapide : Tirage « Aube/ });
  await quickView.click();
  const dialog = shop.getByRole('dialog', { name: 'Tirage « Aube sur la Saône »' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/72,00\s€/).first()).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Voir le produit' })).toHaveAttribute(
    'href',
    '#prod-tirage-aube',
  );
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeFocused();
  expect(await axeViolations(shop)).toEqual([]);
  await shop.screenshot({ path: test.info().outputPath('apercu-rapide.png') });
  await expect
    .poll(() => calls.map((call) => call.path))
    .toContain('/api/census/RecordQuickView/prod-tirage-aube');
  await shop.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(quickView).toBeFocused();
  await shop.close();

  // The contact form, sent after all that.
  const form = page.locator('[data-block-kind="form"]');
  const message = `Census ${Date.now()} : une question sur les cours.`;
  await form.getByRole('textbox', { name: /Prénom/ }).fill('Camille');
  await form.getByRole('textbox', { name: /^Nom/ }).last().fill('Durand');
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('camille.durand@exemple.fr');
  await form.getByRole('combobox', { name: /Objet/ }).selectOption('Atelier céramique');
  await form.getByRole('textbox', { name: /Message/ }).fill(message);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(page.getByText('Votre message a bien été envoyé')).toBeVisible();

  // Every census call of spec 000 §7, each with the visitor cookie and the page fields.
  const contactFields = {
    websiteId: WEBSITE_ID,
    templateId: expect.any(String),
    collectionId: CONTACT_COLLECTION,
    url: expect.stringMatching(/\/contact$/),
    ss_cvr: expect.stringMatching(VISITOR_RECORD),
  };
  const of = (path: string) => calls.filter((call) => call.path === `/api/census/${path}`);
  expect(of('RecordHit')).toHaveLength(2); // the contact page, then the shop
  const hit = JSON.parse(of('RecordHit')[0]?.fields.data ?? '{}') as Record<string, unknown>;
  expect(of('RecordHit')[0]?.fields).toMatchObject({
    event: 'view',
    ss_cvr: expect.stringMatching(VISITOR_RECORD),
  });
  expect(hit).toMatchObject({ websiteId: WEBSITE_ID, collectionId: CONTACT_COLLECTION });
  expect(of('button-render').map((call) => call.fields)).toEqual([{ ...contactFields, ...BUTTON }]);
  expect(of('button-click').map((call) => call.fields)).toEqual([
    { ...contactFields, ...BUTTON },
    { ...contactFields, ...BUTTON },
  ]);
  expect(of('form-render').map((call) => call.fields)).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        ...contactFields,
        formId: 'formulaire-contact',
        collectionId: 'page-contact',
      }),
    ]),
  );
  expect(of('overlay').map((call) => call.fields)).toEqual([
    { ...contactFields, overlayStyle: 'card', overlayVersion: '3' },
  ]);
  expect(of('RecordQuickView/prod-tirage-aube').map((call) => call.fields)).toEqual([{}]);

  // Stored: the census rows of this visitor, and the submission with its census fields.
  const visitor = of('overlay')[0]?.fields.ss_cvr?.split('|')[0];
  const db = openSiteDatabase();
  try {
    const kinds = (
      db.prepare('SELECT kind FROM census_hits WHERE visitor = ?').all(visitor) as {
        kind: string;
      }[]
    ).map((row) => row.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'RecordHit',
        'button-render',
        'button-click',
        'form-render',
        'overlay',
        'RecordQuickView',
      ]),
    );
    const rows = db.prepare('SELECT payload, page_fields FROM form_submissions').all() as {
      payload: string;
      page_fields: string;
    }[];
    const stored = rows.find((row) => row.payload.includes(message));
    expect(JSON.parse(stored?.page_fields ?? '{}')).toMatchObject({
      pagePath: '/contact',
      websiteId: WEBSITE_ID,
      pageCollectionId: CONTACT_COLLECTION,
      url: expect.stringMatching(/\/contact$/),
      censusButtonClicks: 2,
      censusOverlayShown: true,
      censusQuickViews: 0,
      censusFormRenderTime: expect.any(Number),
    });
  } finally {
    db.close();
  }
  expect(problems.errors).toEqual([]);
  expect(problems.dialogs).toEqual([]);
});
