import { createDataLayer } from '@vitrine/core-data/data-layer';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { connectSystemErrorPanel } from './connect-system-error-panel';
import { SystemErrorPanel } from './system-error-panel';
import { useSystemErrorPanel } from './use-system-error-panel';

/** A data layer whose every answer carries authorizationFail, as spec 000 §7 describes. */
function failingDataLayer() {
  return createDataLayer({
    crumb: 'c',
    fetch: async () =>
      new Response(JSON.stringify({ authorizationFail: true }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
}

/** A page whose button shows the panel, controlled. */
function PageWithPanel({ onClear }: { onClear: () => void }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setShown(true)}>
        Enregistrer
      </button>
      <SystemErrorPanel open={shown} onOpenChange={setShown} onClear={onClear} />
    </>
  );
}

/** A page wired to its data layer with useSystemErrorPanel. */
function PageWithDataLayer({ api }: { api: ReturnType<typeof failingDataLayer> }) {
  const panel = useSystemErrorPanel(api);
  return (
    <>
      <p>{panel.detail ? `Échec sur ${panel.detail.path}` : 'Aucun échec'}</p>
      <SystemErrorPanel {...panel.panelProps} onReload={() => {}} />
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SystemErrorPanel (spec 000 §8)', () => {
  it('shows a title, a message, a reload button and a clear button from the runtime catalogue', async () => {
    const screen = await render(<SystemErrorPanel onReload={() => {}} />);
    const panel = screen.getByRole('alertdialog', { name: 'Erreur système' });
    await expect.element(panel).toBeVisible();
    await expect
      .element(panel)
      .toHaveAccessibleDescription(
        'Une erreur s’est produite. Rechargez la page ou effacez l’erreur pour continuer.',
      );
    await expect.element(screen.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
    await expect.element(screen.getByRole('button', { name: 'Effacer' })).toBeVisible();
    await expect.element(panel).toHaveStyle({ zIndex: '30000' });
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('the reload button calls onReload', async () => {
    const onReload = vi.fn();
    const screen = await render(<SystemErrorPanel onReload={onReload} />);
    await screen.getByRole('button', { name: 'Recharger la page' }).click();
    expect(onReload).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('alertdialog')).toBeVisible();
  });

  it('the clear button dismisses it, calls onClear and gives the focus back', async () => {
    const onClear = vi.fn();
    const screen = await render(<PageWithPanel onClear={onClear} />);
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.element(screen.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
    await screen.getByRole('button', { name: 'Effacer' }).click();
    expect(onClear).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
  });

  it('Escape clears it when it is the newest overlay', async () => {
    const onClear = vi.fn();
    const screen = await render(<SystemErrorPanel onReload={() => {}} onClear={onClear} />);
    await expect.element(screen.getByRole('button', { name: 'Recharger la page' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClear).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says the visitor is not authorized for the unauthorized reason', async () => {
    const screen = await render(<SystemErrorPanel reason="unauthorized" onReload={() => {}} />);
    await expect
      .element(screen.getByRole('alertdialog'))
      .toHaveAccessibleDescription('Vous n’êtes pas autorisé à effectuer cette action.');
  });
});

describe('wiring to the data layer (spec 000 §7 "authorizationFail shows a system error panel")', () => {
  it('useSystemErrorPanel shows the panel on authorization-fail', async () => {
    const api = failingDataLayer();
    const screen = await render(<PageWithDataLayer api={api} />);
    expect(screen.container.querySelector('[role="alertdialog"]')).toBeNull();
    const result = await api.post('/api/commerce/cart');
    expect(result.ok).toBe(false);
    const panel = screen.getByRole('alertdialog', { name: 'Erreur système' });
    await expect
      .element(panel)
      .toHaveAccessibleDescription('Vous n’êtes pas autorisé à effectuer cette action.');
    await expect.element(screen.getByText('Échec sur /api/commerce/cart')).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
    await screen.getByRole('button', { name: 'Effacer' }).click();
    await expect.element(panel).not.toBeInTheDocument();
  });

  it('connectSystemErrorPanel mounts the panel in the body on authorization-fail and removes it on clear', async () => {
    const api = failingDataLayer();
    const onReload = vi.fn();
    const disconnect = connectSystemErrorPanel(api, { onReload });
    const container = () => document.querySelector('[data-vitrine-system-error]');
    expect(container()).toBeNull();

    await api.get('/api/census/page');
    const panel = page.getByRole('alertdialog', { name: 'Erreur système' });
    await expect.element(panel).toBeVisible();
    const { violations } = await axe.run(container() ?? document.body);
    expect(violations).toEqual([]);
    await page.getByRole('button', { name: 'Recharger la page' }).click();
    expect(onReload).toHaveBeenCalledTimes(1);

    // A second failure while it shows does not add a second panel.
    await api.get('/api/census/page');
    expect(document.querySelectorAll('[data-vitrine-system-error]')).toHaveLength(1);

    await page.getByRole('button', { name: 'Effacer' }).click();
    await expect.poll(container).toBeNull();

    await api.get('/api/census/page');
    await expect.element(panel).toBeVisible();
    disconnect();
    await expect.poll(container).toBeNull();
    await api.get('/api/census/page');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container()).toBeNull();
  });
});
