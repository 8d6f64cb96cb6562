import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../lightbox/lightbox.css';
import { Lightbox } from './lightbox';
import type { LightboxItem } from './lightbox-item';

const svg = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="${fill}"/></svg>`)}`;

const items: LightboxItem[] = [
  {
    id: 'lac',
    src: svg('#1d4ed8'),
    alt: 'Lac bleu',
    width: 800,
    height: 600,
    caption: 'Le lac au matin',
  },
  {
    id: 'foret',
    url: 'foret-verte',
    src: svg('#15803d'),
    alt: 'Forêt verte',
    width: 800,
    height: 600,
  },
  { id: 'desert', src: svg('#b45309'), alt: 'Désert', width: 800, height: 600 },
];

function Opener({
  theme = 'dark',
  historyHash = false,
}: {
  theme?: 'dark' | 'light';
  historyHash?: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Lightbox
        items={items}
        open={open}
        onOpenChange={setOpen}
        theme={theme}
        historyHash={historyHash}
        speed={0}
      />
    </>
  );
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Lightbox (spec 001 §2, §4, §9)', () => {
  it('moves focus into the modal dialog and returns it to the opener on close', async () => {
    const screen = await render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Ouvrir' });
    await opener.click();
    const dialog = screen.getByRole('dialog', { name: 'Visionneuse plein écran' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAttribute('data-phase', 'open');
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('closes on Escape through the overlay stack, with the scroll locked while open', async () => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('steps with the controls and the arrow keys, labelling each item "n sur total"', async () => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
    await screen.getByRole('button', { name: 'Suivante' }).click();
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    await screen.getByRole('button', { name: 'Précédente' }).click();
    await screen.getByRole('button', { name: 'Précédente' }).click();
    await expect.element(screen.getByRole('group', { name: '3 sur 3' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
  });

  it('throttles the arrow keys to one step per 200 ms', async () => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    const dialog = screen.getByRole('dialog').element();
    const press = () =>
      dialog.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true }),
      );
    press();
    press();
    press();
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 220));
    press();
    await expect.element(screen.getByRole('group', { name: '3 sur 3' })).toBeVisible();
  });

  it('steps on a click in the image halves and closes on a click outside the image', async () => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    const image = screen.getByRole('img', { name: 'Lac bleu' });
    await expect.element(image).toBeVisible();
    const box = image.element().getBoundingClientRect();
    await image.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    const second = screen.getByRole('img', { name: 'Forêt verte' });
    await second.click({ position: { x: 10, y: 10 } });
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
    const dialog = screen.getByRole('dialog');
    await dialog.click({ position: { x: 5, y: 5 } });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('shows the caption toggle on mobile only', async () => {
    await page.viewport(400, 700);
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    const toggle = screen.getByRole('button', { name: 'Afficher la légende' });
    await expect.element(toggle).toBeVisible();
    const toggleElement = toggle.element();
    await expect.element(screen.getByText('Le lac au matin')).not.toBeVisible();
    await toggle.click();
    await expect.element(screen.getByText('Le lac au matin')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Masquer la légende' }))
      .toHaveAttribute('aria-expanded', 'true');
    await page.viewport(1280, 800);
    await expect.poll(() => getComputedStyle(toggleElement).display).toBe('none');
  });

  it('opens on the item named by the address and writes the history hash (spec 001 §2)', async () => {
    window.history.replaceState(null, '', '/galerie#itemId=foret');
    const screen = await render(<Lightbox items={items} historyHash speed={0} />);
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    expect(window.location.pathname).toBe('/galerie/foret-verte');
    expect(window.location.hash).toBe('#itemId=foret');
    await screen.getByRole('button', { name: 'Suivante' }).click();
    await expect.element(screen.getByRole('group', { name: '3 sur 3' })).toBeVisible();
    expect(window.location.hash).toBe('#itemId=desert');
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.hash).toBe('/galerie#itemId=foret');
  });

  it.each(['dark', 'light'] as const)(
    'has no accessibility violations in the %s theme',
    async (theme) => {
      const screen = await render(<Opener theme={theme} />);
      await screen.getByRole('button', { name: 'Ouvrir' }).click();
      const dialog = screen.getByRole('dialog');
      await expect.element(dialog).toHaveAttribute('data-theme', theme);
      await expect.element(dialog).toHaveAttribute('data-phase', 'open');
      const { violations } = await axe.run(screen.container);
      expect(violations).toEqual([]);
    },
  );
});
