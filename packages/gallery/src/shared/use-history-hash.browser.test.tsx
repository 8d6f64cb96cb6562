import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { GridGallery } from '../grid/grid-gallery';
import { StackedGallery } from '../stacked/stacked-gallery';
import { makeSlides } from '../test-fixtures/slides';
import './gallery.css';
import '@vitrine/lightbox/styles.css';

// s1 'lac-1', s2 'forêt-2', s3 'désert-3', s4 'montagne-4'.
const slides = makeSlides(4);

const address = () => window.location.pathname + window.location.search + window.location.hash;
const currentLabel = (container: HTMLElement) =>
  container.querySelector('[data-current="true"]')?.getAttribute('aria-label');
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

// The entries a gallery adds, counted where they are added: history.length counts the whole
// tab's joint history, which the test runner's other frames change at any moment.
const pushes = () => vi.spyOn(window.history, 'pushState');

describe('gallery history tracking (spec 001 §2)', () => {
  it('leaves the address of the collection page as it is on load, campaign parameters included', async () => {
    window.history.replaceState(null, '', '/galerie?utm_source=lettre');
    const screen = await render(<StackedGallery slides={slides} speed={0} historyHash />);
    await expect.poll(() => currentLabel(screen.container)).toBe('1 sur 4');
    await settle();
    expect(address()).toBe('/galerie?utm_source=lettre');
  });

  it('writes the slide after the path, before the query, replacing the entry', async () => {
    window.history.replaceState(null, '', '/galerie/?utm_source=lettre');
    const pushed = pushes();
    const screen = await render(<StackedGallery slides={slides} speed={0} historyHash />);
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(address).toBe('/galerie/for%C3%AAt-2?utm_source=lettre#itemId=s2');
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(address).toBe('/galerie/d%C3%A9sert-3?utm_source=lettre#itemId=s3');
    expect(pushed).not.toHaveBeenCalled();
  });

  it.each([
    '/galerie/montagne-4?utm_source=lettre#itemId=s4',
    '/galerie/montagne-4/?utm_source=lettre',
    '/galerie?utm_source=lettre#itemId=s4',
  ])('selects the slide %s names, rewriting nothing, then steps from it', async (named) => {
    window.history.replaceState(null, '', named);
    const screen = await render(<StackedGallery slides={slides} speed={0} historyHash />);
    await expect.poll(() => currentLabel(screen.container)).toBe('4 sur 4');
    await settle();
    expect(address()).toBe(named);
    await screen.getByRole('button', { name: 'Diapositive précédente' }).click();
    await expect.poll(address).toBe('/galerie/d%C3%A9sert-3?utm_source=lettre#itemId=s3');
  });

  it('a reload of an address it wrote selects the same slide and keeps the address', async () => {
    window.history.replaceState(null, '', '/galerie?utm_source=lettre');
    const first = await render(<StackedGallery slides={slides} speed={0} historyHash />);
    await first.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(address).toBe('/galerie/for%C3%AAt-2?utm_source=lettre#itemId=s2');
    const written = address();
    // A reload: the gallery is built again (a new key), on the address it wrote.
    await first.rerender(
      <StackedGallery key="reloaded" slides={slides} speed={0} historyHash lightbox />,
    );
    await expect.poll(() => currentLabel(first.container)).toBe('2 sur 4');
    await settle();
    expect(address()).toBe(written);
    // The gallery wrote it for its selected slide: the lightbox does not open on it.
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('the lightbox adds one entry on opening; Back closes it; a reload of its entry opens it again', async () => {
    window.history.replaceState(null, '', '/galerie?utm_source=lettre');
    const pushed = pushes();
    const screen = await render(<GridGallery slides={slides} historyHash />);
    await screen.getByRole('button', { name: 'Désert 3' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    expect(address()).toBe('/galerie/d%C3%A9sert-3?utm_source=lettre#itemId=s3');
    expect(pushed).toHaveBeenCalledTimes(1);
    await dialog.getByRole('button', { name: 'Suivante' }).click();
    await expect.poll(address).toBe('/galerie/montagne-4?utm_source=lettre#itemId=s4');
    // A reload: the page is built again (a new key) on the lightbox's own entry.
    await screen.rerender(<GridGallery key="reloaded" slides={slides} historyHash />);
    const again = screen.getByRole('dialog');
    await expect.element(again.getByRole('group', { name: '4 sur 4' })).toBeVisible();
    expect(address()).toBe('/galerie/montagne-4?utm_source=lettre#itemId=s4');
    window.history.back();
    await expect.element(again).not.toBeInTheDocument();
    await expect.poll(address).toBe('/galerie?utm_source=lettre');
  });

  it('opens the lightbox of a grid on a shared link naming a slide', async () => {
    window.history.replaceState(null, '', '/galerie/lac-1#itemId=s1');
    const screen = await render(<GridGallery slides={slides} historyHash />);
    await expect
      .element(screen.getByRole('dialog').getByRole('group', { name: '1 sur 4' }))
      .toBeVisible();
    expect(address()).toBe('/galerie/lac-1#itemId=s1');
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/galerie');
  });
});
