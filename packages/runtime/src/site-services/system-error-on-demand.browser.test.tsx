import { createDataLayer } from '@vitrine/core-data/data-layer';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { connectSystemErrorPanelOnDemand } from './system-error-on-demand';

/** A data layer whose answers carry authorizationFail when `failing` is on (spec 000 §7). */
function dataLayer() {
  let failing = false;
  const api = createDataLayer({
    crumb: 'c',
    fetch: async () =>
      new Response(JSON.stringify(failing ? { authorizationFail: true } : { ok: true }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  return { api, fail: () => (failing = true) };
}

describe('connectSystemErrorPanelOnDemand (spec 000 §7: authorizationFail shows a system error panel)', () => {
  it('shows the panel, fetched on the first authorization failure, with reload and clear', async () => {
    const { api, fail } = dataLayer();
    const onReload = vi.fn();
    const disconnect = connectSystemErrorPanelOnDemand(api, { onReload });
    const container = () => document.querySelector('[data-vitrine-system-error]');

    await api.get('/api/census/page');
    fail();
    await api.post('/api/commerce/shopping-cart/entries');
    const panel = page.getByRole('alertdialog', { name: 'Erreur système' });
    await expect.element(panel).toBeVisible();
    await expect
      .element(panel)
      .toHaveAccessibleDescription('Vous n’êtes pas autorisé à effectuer cette action.');
    await page.getByRole('button', { name: 'Recharger la page' }).click();
    expect(onReload).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Effacer' }).click();
    await expect.poll(container).toBeNull();

    // Connected until disconnected: the next failure shows it again.
    await api.post('/api/commerce/shopping-cart/entries');
    await expect.element(panel).toBeVisible();
    await page.getByRole('button', { name: 'Effacer' }).click();
    await expect.poll(container).toBeNull();
    disconnect();
  });
});
