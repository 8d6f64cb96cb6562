import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GridGallery } from '../grid/grid-gallery';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';

// The lightbox's code arrives when the test says so: a slow network, held.
const held = vi.hoisted(() => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { arrived, release: () => release() };
});
vi.mock('@vitrine/lightbox/lightbox', async (importOriginal) => {
  await held.arrived;
  return importOriginal();
});

/** The page's own Escape steps (the runtime's handler): they act on an Escape left unhandled. */
function pageEscapes() {
  const unhandled: KeyboardEvent[] = [];
  const listener = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !event.defaultPrevented) unhandled.push(event);
  };
  document.addEventListener('keydown', listener);
  return { unhandled, dispose: () => document.removeEventListener('keydown', listener) };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the gallery lightbox while its code loads', () => {
  it('an Escape pressed before the code arrives cancels the opening and never reaches the page', async () => {
    const page = pageEscapes();
    let commits = 0;
    const screen = await render(
      <Profiler id="galerie" onRender={() => commits++}>
        <GridGallery slides={makeSlides(4)} />
      </Profiler>,
    );
    const slide = screen.getByRole('button', { name: 'Lac 1' });
    await slide.click();
    await userEvent.keyboard('{Escape}');
    expect(page.unhandled).toHaveLength(0);

    // The code arrives and React renders the lightbox in (one more commit): the opening was
    // cancelled, so it shows nothing.
    const before = commits;
    held.release();
    await import('@vitrine/lightbox/lightbox');
    await vi.waitFor(() => expect(commits).toBeGreaterThan(before));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    await expect.element(slide).toHaveFocus();

    // Opened again, it shows; its own Escape closes it, and the page never sees one.
    await slide.click();
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    expect(page.unhandled).toHaveLength(0);

    // With no lightbox opening or open, an Escape is the page's to handle.
    await userEvent.keyboard('{Escape}');
    expect(page.unhandled).toHaveLength(1);
    page.dispose();
  });
});
