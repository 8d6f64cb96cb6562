import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Accordion } from '../accordion/accordion';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { Tabs } from '../tabs/tabs';
import '../tokens.css';
import '../styles/accordion.css';
import '../styles/tabs.css';
import '../dialogs/dialogs.css';

// Visual regression: each component in a fixed state is compared with its committed reference
// (`visual-references/`). Chromatic can't be reached from the build machines, so this is the
// local visual check. Update a reference on purpose with `vitest run --update`.

const frame = { width: 480, padding: 16, fontFamily: 'Liberation Sans, Arial, sans-serif' };

describe('visual references (Chromium)', () => {
  it('accordion, first item expanded', async () => {
    await page.viewport(520, 400);
    const screen = await render(
      <div style={frame} data-testid="frame">
        <Accordion
          expandFirstItem
          items={[
            {
              id: 'horaires',
              title: 'Horaires',
              content: 'Ouvert du mardi au samedi, de 10 h à 19 h.',
            },
            { id: 'acces', title: 'Accès', content: 'Métro ligne 4, station Cité.' },
            { id: 'contact', title: 'Contact', content: 'bonjour@exemple.fr' },
          ]}
        />
      </div>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Horaires' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect(screen.getByTestId('frame')).toMatchScreenshot('accordion');
  });

  it('menu tabs, second tab selected', async () => {
    await page.viewport(520, 300);
    const screen = await render(
      <div style={frame} data-testid="frame">
        <Tabs
          aria-label="Carte du restaurant"
          defaultSelectedKey="plats"
          items={[
            { key: 'entrees', label: 'Entrées', content: 'Velouté de potimarron' },
            { key: 'plats', label: 'Plats', content: 'Risotto aux cèpes' },
            { key: 'desserts', label: 'Desserts', content: 'Tarte fine aux pommes' },
          ]}
        />
      </div>,
    );
    await expect
      .element(screen.getByRole('tab', { name: 'Plats' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect(screen.getByTestId('frame')).toMatchScreenshot('tabs');
  });

  it('confirmation dialog, confirm-or-cancel', async () => {
    await page.viewport(600, 400);
    const screen = await render(
      <ConfirmDialog
        defaultOpen
        title="Supprimer l’article ?"
        message="Cette action est définitive."
      />,
    );
    const dialog = screen.getByRole('alertdialog');
    await expect.element(dialog).toBeVisible();
    await expect(dialog).toMatchScreenshot('confirm-dialog');
  });
});
