import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Opens at once, then closes with the fade at the spec's speed (0.6 s). */
function SlowToClose() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Lightbox items={items} open={open} onOpenChange={setOpen} speed={600} />
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
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

  it('opens on the item named by the address without rewriting it (spec 001 §2)', async () => {
    window.history.replaceState(null, '', '/galerie?utm_source=lettre#itemId=foret');
    const screen = await render(<Lightbox items={items} historyHash speed={0} />);
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/galerie?utm_source=lettre#itemId=foret',
    );
    await screen.getByRole('button', { name: 'Suivante' }).click();
    await expect.element(screen.getByRole('group', { name: '3 sur 3' })).toBeVisible();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/galerie/desert?utm_source=lettre#itemId=desert',
    );
    // Opened from the address, there is no entry of its own to go back off: the collection's
    // address takes the item's place.
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/galerie?utm_source=lettre',
    );
  });

  it('adds one history entry on opening, replaces it on each step, and Back closes (spec 001 §2)', async () => {
    window.history.replaceState(null, '', '/galerie/?utm_source=lettre');
    const before = window.history.length;
    const screen = await render(<Opener historyHash />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/galerie/lac?utm_source=lettre#itemId=lac',
    );
    expect(window.history.length).toBe(before + 1);
    await screen.getByRole('button', { name: 'Suivante' }).click();
    await expect
      .poll(() => window.location.pathname + window.location.hash)
      .toBe('/galerie/foret-verte#itemId=foret');
    expect(window.location.search).toBe('?utm_source=lettre');
    expect(window.history.length).toBe(before + 1);
    window.history.back();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/galerie/?utm_source=lettre',
    );
    await expect.element(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();
  });

  it('goes back off its entry when closed, so Back then leaves nothing open behind', async () => {
    window.history.replaceState(null, '', '/galerie');
    const screen = await render(<Opener historyHash />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.poll(() => window.location.pathname).toBe('/galerie/lac');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => window.location.pathname + window.location.hash).toBe('/galerie');
    // Forward comes back to the item's entry: the lightbox opens on it again.
    window.history.forward();
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
    expect(window.location.pathname + window.location.hash).toBe('/galerie/lac#itemId=lac');
    window.history.back();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('without historyHash, Back still closes: one entry at the same address, left on closing', async () => {
    window.history.replaceState(null, '', '/galerie?utm_source=lettre');
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
    // (history.length stops at 50 over a test file: the entry is told by its mark.)
    await expect.poll(() => window.history.state?.vitrineHistory).toBe('lightbox');
    await screen.getByRole('button', { name: 'Suivante' }).click();
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    // The address never names the item. One Back closes: a step added no entry.
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/galerie?utm_source=lettre',
    );
    window.history.back();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/galerie?utm_source=lettre');
    await expect.element(screen.getByRole('button', { name: 'Ouvrir' })).toHaveFocus();

    // Closed with its button, it goes back off its entry: the next Back leaves nothing open.
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await expect.poll(() => window.history.state?.vitrineHistory).toBe('lightbox');
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => window.history.state?.vitrineHistory).toBeUndefined();
  });

  it('without historyHash, Forward after Back reopens it on the item it showed: no dead entry', async () => {
    window.history.replaceState(null, '', '/galerie');
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await screen.getByRole('button', { name: 'Suivante' }).click();
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    window.history.back();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    window.history.forward();
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    expect(window.location.pathname + window.location.hash).toBe('/galerie');
    // The entry is the lightbox's again: Back closes it, and the page's own entry is left.
    window.history.back();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => window.history.state?.vitrineHistory).toBeUndefined();
  });

  it('fades out on closing: the opacity passes between 1 and 0 (spec 001 §4)', async () => {
    const screen = await render(<SlowToClose />);
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toHaveAttribute('data-phase', 'open');
    const element = dialog.element() as HTMLDialogElement;
    expect(getComputedStyle(element).opacity).toBe('1');
    await screen.getByRole('button', { name: 'Fermer' }).click();
    const samples: number[] = [];
    while (element.isConnected) {
      samples.push(Number(getComputedStyle(element).opacity));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    expect(samples.some((opacity) => opacity > 0 && opacity < 1)).toBe(true);
    // Falling, never back up.
    expect(samples).toEqual([...samples].sort((a, b) => b - a));
  });

  it('closes at once, without a fade, when reduced motion is asked for', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as unknown as MediaQueryList,
    );
    const screen = await render(<Lightbox items={items} defaultOpen speed={600} />);
    await expect.element(screen.getByRole('dialog')).toHaveAttribute('data-phase', 'open');
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('covers the page: opaque, above the managed dialog base 30000, no gesture left to the page', async () => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toHaveAttribute('data-phase', 'open');
    const style = getComputedStyle(dialog.element());
    expect(style.backgroundColor).toBe('rgb(0, 0, 0)');
    expect(getComputedStyle(dialog.element(), '::backdrop').backgroundColor).toBe('rgb(0, 0, 0)');
    expect(Number(style.zIndex)).toBeGreaterThanOrEqual(30000);
    expect(style.touchAction).toBe('none');
    expect(style.overscrollBehaviorX).toBe('contain');
    expect(document.documentElement.style.overscrollBehavior).toBe('none');
  });

  it('steps on a swipe left or right and closes on a swipe down (spec 001 §9)', async () => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toHaveAttribute('data-phase', 'open');
    const target = dialog.element();
    const swipe = (from: [number, number], to: [number, number]) => {
      const touch = { bubbles: true, isPrimary: true, pointerType: 'touch', pointerId: 7 };
      target.dispatchEvent(
        new PointerEvent('pointerdown', { ...touch, clientX: from[0], clientY: from[1] }),
      );
      for (const share of [0.25, 0.5, 1]) {
        const x = from[0] + (to[0] - from[0]) * share;
        const y = from[1] + (to[1] - from[1]) * share;
        target.dispatchEvent(new PointerEvent('pointermove', { ...touch, clientX: x, clientY: y }));
      }
      target.dispatchEvent(
        new PointerEvent('pointerup', { ...touch, clientX: to[0], clientY: to[1] }),
      );
    };
    swipe([300, 300], [200, 305]);
    await expect.element(screen.getByRole('group', { name: '2 sur 3' })).toBeVisible();
    swipe([5, 300], [120, 300]);
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
    // Under the threshold: nothing.
    swipe([300, 300], [260, 300]);
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeVisible();
    swipe([300, 200], [305, 320]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it.each([
    ['Suivante', '{ArrowRight}'],
    ['Précédente', '{ArrowLeft}'],
  ])('keeps focus on « %s » through both ends of the set', async (name, key) => {
    const screen = await render(<Opener />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    const control = screen.getByRole('button', { name });
    for (let step = 0; step < items.length + 1; step += 1) {
      await control.click();
      expect(document.activeElement).toBe(control.element());
    }
    await new Promise((resolve) => setTimeout(resolve, 220));
    await userEvent.keyboard(key);
    expect(document.activeElement).toBe(control.element());
  });

  it('moves focus to a step control when the item that held it is replaced', async () => {
    const withContent: LightboxItem[] = [
      { id: 'video', content: <button type="button">Lire la vidéo</button> },
      ...items,
    ];
    const screen = await render(<Lightbox items={withContent} defaultOpen speed={0} />);
    const play = screen.getByRole('button', { name: 'Lire la vidéo' });
    (play.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('group', { name: '2 sur 4' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Suivante' })).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
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
