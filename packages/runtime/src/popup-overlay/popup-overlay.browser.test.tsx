import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PopupOverlay } from './popup-overlay';

const settings = {
  style: 'full',
  enableMobile: true,
  version: 2,
  showUntilSignup: true,
  displayFrequency: 7,
};
const now = () => Date.UTC(2026, 10, 21);

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('PopupOverlay (spec 000 §4 "Popup overlay")', () => {
  it('opens as a modal dialog on a first visit, with no axe violations', async () => {
    const storage = memoryStorage();
    const screen = await render(
      <PopupOverlay
        label="Inscrivez-vous"
        settings={settings}
        pageType={2}
        storage={storage}
        now={now}
      >
        <h2>Inscrivez-vous</h2>
        <p>Recevez nos nouveautés.</p>
      </PopupOverlay>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Inscrivez-vous' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute('data-state', 'open');
    await expect.element(dialog).toHaveStyle({ zIndex: '30000' });
    const { violations } = await axe.run(screen.container.ownerDocument.body);
    expect(violations).toEqual([]);
  });

  it('closes with its button and records date-closed and version', async () => {
    const storage = memoryStorage();
    const screen = await render(
      <PopupOverlay label="Offre" settings={settings} pageType={2} storage={storage} now={now}>
        <p>Offre</p>
      </PopupOverlay>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await expect
      .element(screen.getByRole('dialog', { includeHidden: true }))
      .toHaveAttribute('data-state', 'closed');
    expect(storage.map.get('date-closed')).toBe(String(now()));
    expect(storage.map.get('version')).toBe('2');
  });

  it('closes with Escape', async () => {
    const storage = memoryStorage();
    const screen = await render(
      <PopupOverlay label="Offre" settings={settings} pageType={2} storage={storage} now={now}>
        <p>Offre</p>
      </PopupOverlay>,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(screen.getByRole('dialog', { includeHidden: true }))
      .toHaveAttribute('data-state', 'closed');
    expect(storage.map.get('date-closed')).toBe(String(now()));
  });

  it('markSubmitted records the signup', async () => {
    const storage = memoryStorage();
    const screen = await render(
      <PopupOverlay label="Lettre" settings={settings} pageType={2} storage={storage} now={now}>
        {({ markSubmitted }) => (
          <button type="button" onClick={markSubmitted}>
            S’inscrire
          </button>
        )}
      </PopupOverlay>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'S’inscrire' }));
    expect(storage.map.get('submitted')).toBe('true');
  });

  it('stays closed when the stored state says so (submitted with showUntilSignup)', async () => {
    const storage = memoryStorage({ version: '2', submitted: 'true' });
    const screen = await render(
      <PopupOverlay label="Lettre" settings={settings} pageType={2} storage={storage} now={now}>
        <p>Lettre</p>
      </PopupOverlay>,
    );
    await expect
      .element(screen.getByRole('dialog', { includeHidden: true }))
      .toHaveAttribute('data-state', 'closed');
    await expect.element(screen.getByRole('dialog', { includeHidden: true })).not.toBeVisible();
  });
});
