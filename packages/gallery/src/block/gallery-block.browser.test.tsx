import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { GalleryBlock } from './gallery-block';
import { readGalleryElement } from './read-gallery-element';

const slides = makeSlides(5);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GalleryBlock (spec 001 §2, §3)', () => {
  it.each([
    ['stacked', 'base'],
    ['slider', 'strip'],
    ['slideshow', 'stacked'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
    ['mosaïque', 'base'],
  ])(
    'renders the design %s with the %s layout, without accessibility violations',
    async (design, layout) => {
      const screen = await render(
        <GalleryBlock slides={slides} blockJson={JSON.stringify({ design })} />,
      );
      const region = screen.getByRole('region', { name: 'Galerie' });
      await expect.element(region).toHaveAttribute('data-layout', layout);
      await expect.element(screen.getByRole('group', { name: '1 sur 5' })).toBeInTheDocument();
      const { violations } = await axe.run(screen.container);
      expect(violations).toEqual([]);
    },
  );

  it('prefers data-block-json over the stored data', async () => {
    const screen = await render(
      <GalleryBlock slides={slides} blockJson='{"design":"list"}' data={{ design: 'grid' }} />,
    );
    expect(screen.container.querySelector('.vitrine-gallery')?.getAttribute('data-layout')).toBe(
      'list',
    );
    const stored = await render(<GalleryBlock slides={slides} data={{ design: 'grid' }} />);
    expect(stored.container.querySelector('.vitrine-gallery')?.getAttribute('data-layout')).toBe(
      'grid',
    );
  });

  it('creates no gallery and logs the decoding error on bad block data (spec 001 §5, §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(<GalleryBlock slides={slides} blockJson="{design:" />);
    expect(screen.container.querySelector('.vitrine-gallery')).toBeNull();
    expect(error).toHaveBeenCalledWith('Error decoding gallery block data.');
  });

  it('links the thumbnail strip to the slideshow both ways (spec 001 §4)', async () => {
    const screen = await render(
      <GalleryBlock
        slides={slides}
        blockJson='{"design":"slideshow","thumbnails":true}'
        transition="fade"
      />,
    );
    const thumbnails = screen.getByRole('region', { name: 'Miniatures' });
    await expect.element(thumbnails).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Afficher la diapositive 3' }).click();
    const main = screen.getByRole('region', { name: 'Galerie' }).element();
    await expect
      .poll(() => main.querySelector('[data-current="true"]')?.getAttribute('aria-label'), {
        timeout: 3000,
      })
      .toBe('3 sur 5');
    await expect
      .element(screen.getByRole('button', { name: 'Afficher la diapositive 3' }))
      .toHaveAttribute('aria-current', 'true');
    await expect.poll(() => main.getAttribute('data-animating'), { timeout: 3000 }).toBeNull();
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Afficher la diapositive 4' }))
      .toHaveAttribute('aria-current', 'true');
  });

  it('opens the lightbox from a grid slide, moves focus in and returns it on close (grid lightbox on)', async () => {
    const screen = await render(
      <GalleryBlock slides={slides} blockJson='{"design":"grid","lightboxTheme":"light"}' />,
    );
    const opener = screen.getByRole('button', { name: 'Forêt 2' });
    await opener.click();
    const dialog = screen.getByRole('dialog', { name: 'Visionneuse plein écran' });
    await expect.element(dialog).toHaveAttribute('data-theme', 'light');
    await expect.element(screen.getByRole('group', { name: '2 sur 5' }).last()).toBeVisible();
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(dialog, { timeout: 3000 }).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });
});

describe('readGalleryElement (spec 001 §3 "Slide attributes")', () => {
  it('reads the block data and the slides of a server-rendered gallery', () => {
    const element = document.createElement('div');
    element.setAttribute('data-block-json', '{"design":"carousel"}');
    element.innerHTML = `
      <figure data-slide-id="a" data-slide-url="lac" data-type="image">
        <img data-src="/s/lac.jpg" alt="Lac" data-image-dimensions="1600x900" data-image-focal-point="0.3,0.7">
        <figcaption data-slide-title>Le lac</figcaption>
      </figure>
      <figure data-slide-id="b" data-type="video"><img data-src="/s/video.jpg" alt=""></figure>`;
    expect(readGalleryElement(element)).toEqual({
      data: { design: 'carousel' },
      slides: [
        {
          id: 'a',
          type: 'image',
          url: 'lac',
          src: '/s/lac.jpg',
          alt: 'Lac',
          dimensions: { width: 1600, height: 900 },
          focalPoint: { x: 0.3, y: 0.7 },
          title: 'Le lac',
        },
        { id: 'b', type: 'video', src: '/s/video.jpg', alt: '' },
      ],
    });
  });
});
