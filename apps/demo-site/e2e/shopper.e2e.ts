import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Locator, type Page } from '@playwright/test';
import { axeViolations, chooseCookies, expect, test, waitForIslands } from './fixtures';

// A shopper's whole purchase on the demo site, against the real server, on desktop and on a
// phone (Pixel 7, touch): choose, add, see the header follow, change the cart, check out.
// Values come from the shop's content (apps/demo-site/src/content/shop.ts) and spec 000 §2,
// §3, §4, §7 and §8.

const SESSION_ALERT =
  'Votre session a expiré ou les cookies sont désactivés dans votre navigateur. Activez les cookies, puis réessayez.';

const product = (page: Page, title: string) =>
  page.locator('article.demo-product').filter({ has: page.getByRole('heading', { name: title }) });

const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /panier/i });

/** The header's cart summary: its spoken count (spec 000 §3) and the subtotal it shows. */
async function expectHeader(page: Page, items: number, subtotal: string) {
  const link = headerCart(page);
  await expect(link).toHaveAccessibleName(
    new RegExp(`^${items} articles dans le panier ${subtotal}\\s€$`),
  );
  await expect(link).toContainText(`${subtotal}\u00a0€`);
}

/** Taps on a touch phone, clicks elsewhere. */
async function press(locator: Locator, touch: boolean) {
  if (touch) await locator.tap();
  else await locator.click();
}

async function screenshot(page: Page, name: string) {
  // Dialogs fade in: the picture is taken once every animation has finished.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  await page.screenshot({
    path: test.info().outputPath(`${name}.png`),
    fullPage: false,
  });
}

test.describe('a shopper buys (spec 000 §2, §3, §7, §8)', () => {
  test('adds a chosen variant and another product, changes the cart, and reaches checkout', async ({
    page,
    problems,
    context,
    isMobile,
  }) => {
    const touch = isMobile === true;
    await page.goto('/boutique');
    await chooseCookies(page, 'accept');
    await waitForIslands(page);

    // The print is on sale: the original price struck through beside the sale price.
    const print = product(page, 'Tirage « Aube sur la Saône »');
    await expect(print.locator('del')).toContainText('90,00\u00a0€');
    await expect(print.locator('ins')).toContainText('72,00\u00a0€');
    await expect(print.getByText('En promotion', { exact: true })).toBeVisible();
    await expect(print.getByText('Réf. SQ-TIR-3040')).toBeVisible();

    // Choose the large format: price, SKU and stock follow the variant.
    await print.getByLabel('Format').selectOption({ label: '50 × 70 cm' });
    await expect(print.locator('del')).toContainText('160,00\u00a0€');
    await expect(print.locator('ins')).toContainText('128,00\u00a0€');
    await expect(print.getByText('Réf. SQ-TIR-5070')).toBeVisible();
    await expect(print.getByText('Plus que 4 en stock')).toBeVisible();
    await print.getByRole('button', { name: 'Ajouter au panier' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'variante-choisie');
    await press(print.getByRole('button', { name: 'Ajouter au panier' }), touch);
    await expect(print.getByRole('status')).toHaveText('Ajouté au panier.');

    const bowl = product(page, 'Bol en grès émaillé');
    await press(bowl.getByRole('button', { name: 'Ajouter au panier' }), touch);
    await expect(bowl.getByRole('status')).toHaveText('Ajouté au panier.');

    // The header follows without a reload: 2 items, 128 + 38 = 166 €.
    await expectHeader(page, 2, '166,00');

    // A sold-out product cannot be added.
    const vases = product(page, 'Trio de vases en porcelaine');
    await expect(vases.getByText('Épuisé', { exact: true })).toBeVisible();
    await expect(vases.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();

    // The member pricing toggle (spec 000 §4) swaps the pressed option, the price and the join link.
    const workshop = product(page, 'Cours d’initiation au tour');
    await expect(workshop.getByRole('button', { name: 'Prix standard' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(workshop.getByRole('link', { name: 'Devenir membre' })).toBeHidden();
    await press(workshop.getByRole('button', { name: 'Prix membre' }), touch);
    await expect(workshop.getByRole('button', { name: 'Prix membre' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(workshop.getByText('52,00\u00a0€')).toBeVisible();
    await expect(workshop.getByText('Tarif réservé aux membres.')).toBeVisible();
    await expect(workshop.getByRole('link', { name: 'Devenir membre' })).toBeVisible();

    // Another tab of the site, on a page without any cart block, to see the cart follow there.
    const other = await context.newPage();
    await other.goto('/atelier');
    await waitForIslands(other);
    await expect(headerCart(other)).toHaveAccessibleName(/^2 articles dans le panier /);

    // The cart page.
    await press(headerCart(page), touch);
    await expect(page).toHaveURL(/\/panier$/);
    await waitForIslands(page);
    const table = page.getByRole('table', { name: 'Articles du panier' });
    await expect(table.getByRole('rowheader')).toHaveText([
      'Tirage « Aube sur la Saône » (50 × 70 cm)',
      'Bol en grès émaillé',
    ]);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    // Three bowls, typed: one update, and the header follows.
    const bowlQuantity = page.getByRole('spinbutton', { name: 'Quantité de Bol en grès émaillé' });
    await bowlQuantity.fill('3');
    await expectHeader(page, 4, '242,00');

    // More than the stock: a clear message and the last good quantity back.
    await bowlQuantity.fill('150');
    await expect(
      page.getByText('Il ne reste que 20 exemplaires de cet article. La quantité reste à 3.'),
    ).toBeVisible();
    await expect(bowlQuantity).toHaveValue('3');
    await expect(headerCart(page)).toHaveAccessibleName(/^4 articles dans le panier /);

    // Remove the print, after the confirmation of spec 000 §5.
    await press(
      page.getByRole('button', {
        name: 'Retirer Tirage « Aube sur la Saône » (50 × 70 cm) du panier',
      }),
      touch,
    );
    const confirm = page.getByRole('alertdialog', { name: 'Retirer l’article\u202f?' });
    // The remove button's question names the article (not the quantity-0 rule's words).
    await expect(confirm).toContainText(
      'Tirage « Aube sur la Saône » (50 × 70 cm) sera retiré de votre panier.',
    );
    await expect(confirm).toBeVisible();
    await press(confirm.getByRole('button', { name: 'Retirer' }), touch);
    await expect(table.getByRole('rowheader')).toHaveText(['Bol en grès émaillé']);
    // The focus stays in the cart, on the line now in the removed one's place.
    await expect(
      page.getByRole('button', { name: 'Retirer Bol en grès émaillé du panier' }),
    ).toBeFocused();
    await expectHeader(page, 3, '114,00');
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    // The confirmation has faded out and closed (read while it fades, its text is half
    // transparent and axe reports its contrast).
    await expect(confirm).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'panier');

    // The other tab followed, without a reload.
    await expectHeader(other, 3, '114,00');
    await other.close();

    // Checkout: the route of spec 000 §2, and the demo's page lists the cart being bought.
    await press(page.getByRole('button', { name: 'Passer commande' }), touch);
    await expect(page).toHaveURL(/\/commerce\/goto-checkout$/);
    const order = page.getByRole('table', { name: 'Votre commande' });
    await expect(order.getByRole('row', { name: /Bol en grès émaillé/ })).toContainText('3');
    await expect(order.getByRole('row', { name: /Bol en grès émaillé/ })).toContainText(
      '114,00\u00a0€',
    );
    await expect(order.getByRole('row', { name: /Total/ })).toContainText('114,00\u00a0€');
    // Read as a list: names start at the left like their heading, prices line up at the right.
    await expect(order.getByRole('rowheader', { name: /Bol en grès émaillé/ })).toHaveCSS(
      'text-align',
      'start',
    );
    await expect(order.getByRole('cell', { name: '114,00\u00a0€' }).first()).toHaveCSS(
      'text-align',
      'end',
    );
    await expect(page.getByRole('link', { name: 'Modifier mon panier' })).toHaveAttribute(
      'href',
      '/panier',
    );
    await screenshot(page, 'paiement');
    expect(problems.errors).toEqual([]);
    expect(problems.dialogs).toEqual([]);
  });

  test('gift card, subscription and donation reach their routes with the spec query', async ({
    page,
    problems,
    isMobile,
  }) => {
    const touch = isMobile === true;
    const start = async () => {
      await page.goto('/boutique');
      await waitForIslands(page);
    };
    await start();
    await chooseCookies(page, 'accept');
    await press(page.getByRole('button', { name: 'Offrir cette carte' }), touch);
    await expect(page).toHaveURL(
      /\/checkout\/giftcard\?websiteId=[^&]+&giftCardProductId=prod-carte-cadeau&sku=SQ-CARTE-50$/,
    );
    await expect(page.getByRole('heading', { name: 'Une carte cadeau' })).toBeVisible();

    await start();
    await press(page.getByRole('button', { name: 'S’abonner' }), touch);
    await expect(page).toHaveURL(/\/checkout\/subscribe\?cartToken=abonnement-tirages-6-mois$/);
    await expect(page.getByRole('heading', { name: 'Votre abonnement' })).toBeVisible();

    await start();
    await press(page.getByRole('button', { name: 'Faire un don' }), touch);
    await expect(page).toHaveURL(/\/checkout\/donate\?donatePageId=dons-atelier-solidaire$/);
    await expect(page.getByRole('heading', { name: 'Votre don à l’atelier' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('with the keyboard: the focus stays on « Ajouter au panier » while it adds, and one add is sent', async ({
    page,
    problems,
  }) => {
    await page.goto('/boutique');
    await chooseCookies(page, 'refuse');
    await waitForIslands(page);
    const bowl = product(page, 'Bol en grès émaillé');
    // The add is held at the server until the button has been seen in its pending state.
    let releaseAdd!: () => void;
    const addHeld = new Promise<void>((resolve) => {
      releaseAdd = resolve;
    });
    const adds: string[] = [];
    await page.route(/\/api\/commerce\/shopping-cart\/entries(\?|$)/, async (route) => {
      adds.push(route.request().method());
      await addHeld;
      await route.continue();
    });
    await bowl.getByRole('button', { name: 'Ajouter au panier' }).focus();
    await page.keyboard.press('Enter');
    const pending = bowl.getByRole('button', { name: 'Ajout en cours…' });
    await expect(pending).toBeFocused();
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    // A second Enter while it adds sends nothing more.
    await page.keyboard.press('Enter');
    releaseAdd();
    await expect(bowl.getByRole('status')).toHaveText('Ajouté au panier.');
    await expect(bowl.getByRole('button', { name: 'Ajouter au panier' })).toBeFocused();
    await expect(headerCart(page)).toHaveAccessibleName(/^Un article dans le panier 38,00\s€$/);
    expect(adds).toEqual(['POST']);

    // « Voir le produit » in the quick view of another product: the focus lands on its card.
    await page.getByRole('button', { name: /^Aperçu rapide : Livre numérique/ }).focus();
    await page.keyboard.press('Enter');
    const quickView = page.getByRole('dialog', { name: /Livre numérique/ });
    await expect(quickView).toBeVisible();
    await quickView.getByRole('link', { name: 'Voir le produit' }).focus();
    await page.keyboard.press('Enter');
    await expect(quickView).toBeHidden();
    await expect(product(page, 'Livre numérique « Apprendre la lumière »')).toBeFocused();
    await expect(page).toHaveURL(/\/boutique#prod-[\w-]+$/);
    expect(problems.errors).toEqual([]);
  });
});

test('the search preview finds a product by its title or tag, accents and case ignored', async ({
  page,
  isMobile,
}) => {
  await page.goto('/atelier');
  await waitForIslands(page);
  const box = page.getByRole('searchbox', { name: 'Rechercher sur le site' });
  const suggestions = page.getByRole('list', { name: 'Suggestions' });
  await box.fill('bol');
  await expect(suggestions.getByRole('link', { name: 'Bol en grès émaillé' })).toBeVisible();
  await box.fill('CERAMIQUE');
  await expect(
    suggestions.getByRole('link', { name: 'Trio de vases en porcelaine' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /\d+ suggestions?$/ })).toHaveCount(1);
  if (!isMobile) {
    // Down goes into the suggestions and between them, Up and Escape come back to the field.
    const links = suggestions.getByRole('link');
    await box.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    if ((await links.count()) > 1) {
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(links.first()).toBeFocused();
    }
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();
    await box.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('CERAMIQUE');
    await expect(page).toHaveURL(/\/atelier$/);
  }
  await press(suggestions.getByRole('link', { name: 'Bol en grès émaillé' }), isMobile === true);
  await expect(page).toHaveURL(/\/boutique#prod-bol-gres$/);
  await expect(product(page, 'Bol en grès émaillé')).toBeInViewport();
});

/**
 * Chromium with cookies blocked, as a visitor sets it in the browser's settings: a profile
 * whose default cookie setting is « block » (2), with the project's device and launch options.
 */
async function launchWithoutCookies(): Promise<BrowserContext> {
  const profile = mkdtempSync(join(tmpdir(), 'vitrine-no-cookies-'));
  mkdirSync(join(profile, 'Default'));
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } =
    test.info().project.use;
  return chromium.launchPersistentContext(profile, {
    ...launchOptions,
    ...(viewport ? { viewport } : {}),
    ...(userAgent ? { userAgent } : {}),
    ...(deviceScaleFactor ? { deviceScaleFactor } : {}),
    ...(isMobile !== undefined ? { isMobile } : {}),
    ...(hasTouch !== undefined ? { hasTouch } : {}),
    baseURL,
    locale: 'fr-FR',
  });
}

test.describe('with cookies disabled', () => {
  test('the checkout buttons show the session alert and stay on the page', async ({ isMobile }) => {
    const touch = isMobile === true;
    const context = await launchWithoutCookies();
    try {
      const page = await context.newPage();
      await page.goto('/boutique');
      await waitForIslands(page);
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect(await context.cookies()).toEqual([]);
      for (const name of ['Offrir cette carte', 'S’abonner', 'Faire un don']) {
        await press(page.getByRole('button', { name }), touch);
        const alert = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await expect(alert).toContainText(SESSION_ALERT);
        await expect(page).toHaveURL(/\/boutique$/);
        if (name === 'Offrir cette carte') await screenshot(page, 'alerte-session');
        await page.keyboard.press('Escape');
        await expect(alert).toBeHidden();
      }
    } finally {
      await context.close();
    }
  });
});
