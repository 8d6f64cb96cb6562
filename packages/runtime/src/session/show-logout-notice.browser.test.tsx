import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { showLogoutNoticeIfNeeded } from './show-logout-notice';

const start = `${window.location.pathname}${window.location.search}`;

afterEach(() => {
  window.history.replaceState(null, '', start);
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
});

describe('logout notice (spec 000 §2)', () => {
  it('shows ‘Déconnexion réussie’ when the page loads with logout=true and removes the flag', async () => {
    window.history.replaceState(null, '', '/?logout=true&x=1');
    const shown = showLogoutNoticeIfNeeded(window);
    const notice = page.getByRole('dialog');
    await expect.element(notice).toBeVisible();
    await expect.element(notice).toHaveTextContent('Déconnexion réussie');
    await expect.element(notice).toHaveTextContent('Vous avez été déconnecté avec succès.');
    expect(window.location.search).toBe('?x=1');
    void shown;
  });

  it('does nothing without the flag', async () => {
    window.history.replaceState(null, '', '/?x=1');
    await expect(showLogoutNoticeIfNeeded(window)).resolves.toBe(false);
    expect(document.querySelector('dialog')).toBeNull();
  });
});
