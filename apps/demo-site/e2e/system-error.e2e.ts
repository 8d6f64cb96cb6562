import { chooseCookies, expect, test, waitForIslands } from './fixtures';

// Spec 000 §7 (data layer): an answer flagged authorizationFail shows the system error panel,
// with reload and clear buttons; what the visitor typed stays in the form.

test('an authorizationFail answer shows the system error panel; clearing it keeps the message typed', async ({
  page,
}) => {
  await page.goto('/contact');
  await chooseCookies(page, 'refuse');
  await waitForIslands(page);
  await page.route('**/api/form/FormSubmissionKey**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: '{"authorizationFail":true}',
    }),
  );
  const form = page.locator('[data-block-kind="form"]');
  const message = 'Bonjour, une question sur les cours du samedi.';
  await form.getByRole('textbox', { name: /Prénom/ }).fill('Camille');
  await form.getByRole('textbox', { name: /^Nom/ }).last().fill('Durand');
  await form.getByRole('textbox', { name: /Adresse e-mail/ }).fill('camille.durand@exemple.fr');
  await form.getByRole('combobox', { name: /Objet/ }).selectOption('Atelier céramique');
  await form.getByRole('textbox', { name: /Message/ }).fill(message);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();

  const panel = page.getByRole('alertdialog', { name: 'Erreur système' });
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAccessibleDescription(
    'Vous n’êtes pas autorisé à effectuer cette action.',
  );
  await expect(panel.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
  await panel.getByRole('button', { name: 'Effacer' }).click();
  await expect(panel).toBeHidden();
  await expect(form.getByRole('textbox', { name: /Message/ })).toHaveValue(message);
});
