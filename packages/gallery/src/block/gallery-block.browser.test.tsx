import axe from 'axe-core';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { GalleryBlock } from './gallery-block';
import { readGalleryElement } from './read-gallery-element';

const slides = makeSlides(5);

/** The label of the slide a gallery shows (« 3 sur 5 »), read from its current slide. */
const currentSlide = (gallery: Element) =>
  gallery.querySelector('[data-current="true"]')?.getAttribute('aria-label');

class Boundary extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null };
  static getDerivedStateFromError(error: Error) {
    return { message: error.message };
  }
  override render() {
    return this.state.message ? <p role="alert">{this.state.message}</p> : this.props.children;
  }
}

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
    await expect.poll(() => currentSlide(main), { timeout: 3000 }).toBe('3 sur 5');
    await expect
      .element(screen.getByRole('button', { name: 'Afficher la diapositive 3' }))
      .toHaveAttribute('aria-current', 'true');
    await expect.poll(() => main.getAttribute('data-animating'), { timeout: 3000 }).toBeNull();
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Afficher la diapositive 4' }))
      .toHaveAttribute('aria-current', 'true');
  });

  it('an address naming a slide shows it with its thumbnail current (spec 001 §2, §4)', async () => {
    const before = window.location.href;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}#itemId=s3`);
    try {
      const screen = await render(
        <GalleryBlock
          slides={slides}
          blockJson='{"design":"slideshow","thumbnails":true}'
          transition="fade"
          historyHash
        />,
      );
      const main = screen.getByRole('region', { name: 'Galerie' }).element();
      await expect.poll(() => currentSlide(main), { timeout: 3000 }).toBe('3 sur 5');
      await expect
        .element(screen.getByRole('button', { name: 'Afficher la diapositive 3' }))
        .toHaveAttribute('aria-current', 'true');
      await expect
        .element(screen.getByRole('button', { name: 'Afficher la diapositive 1' }))
        .not.toHaveAttribute('aria-current', 'true');
    } finally {
      window.history.replaceState(window.history.state, '', before);
    }
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

  it.each(['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'] as const)(
    'gives the slideshow the %s transition by name (spec 001 §4)',
    async (transition) => {
      const screen = await render(
        <GalleryBlock slides={slides} blockJson='{"design":"slideshow"}' transition={transition} />,
      );
      await expect
        .element(screen.getByRole('region', { name: 'Galerie' }))
        .toHaveAttribute('data-transition', transition);
    },
  );

  it('fades without a transition name', async () => {
    const screen = await render(
      <GalleryBlock slides={slides} blockJson='{"design":"slideshow"}' />,
    );
    await expect
      .element(screen.getByRole('region', { name: 'Galerie' }))
      .toHaveAttribute('data-transition', 'fade');
  });

  it('throws on an unknown transition name for a slideshow only (spec 001 §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <Boundary>
        {/* A name outside GalleryTransitionName, as a template's page data may hold. */}
        <GalleryBlock
          slides={slides}
          blockJson='{"design":"slideshow"}'
          transition={'wipe' as never}
        />
      </Boundary>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Could not find transition named wipe');
    error.mockRestore();
    const grid = await render(
      <GalleryBlock slides={slides} blockJson='{"design":"grid"}' transition={'wipe' as never} />,
    );
    await expect
      .element(grid.getByRole('region', { name: 'Galerie' }))
      .toHaveAttribute('data-layout', 'grid');
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

describe('GalleryBlock settings (spec 001 §3 "Gallery block data")', () => {
  const rendered = async (selector: string, container: HTMLElement) => {
    await expect.poll(() => container.querySelector(selector)).toBeTruthy();
    return container.querySelector(selector) as HTMLElement;
  };

  it.each([
    ['top', 'top'],
    ['center', 'center'],
    ['bottom', 'bottom'],
    [undefined, 'bottom'],
  ] as const)(
    'places the caption overlay at meta-position %s: the %s, within the 40 % cap (spec 001 §3, §9)',
    async (position, expected) => {
      const screen = await render(
        <GalleryBlock
          slides={slides}
          blockJson={JSON.stringify({ design: 'slideshow', 'meta-position': position })}
        />,
      );
      const viewport = await rendered('.vitrine-gallery__viewport', screen.container);
      const meta = await rendered('.vitrine-gallery__meta', screen.container);
      const box = viewport.getBoundingClientRect();
      const caption = meta.getBoundingClientRect();
      const at = {
        top: Math.abs(caption.top - box.top),
        bottom: Math.abs(caption.bottom - box.bottom),
        center: Math.abs((caption.top + caption.bottom) / 2 - (box.top + box.bottom) / 2),
      };
      expect(at[expected]).toBeLessThan(1);
      expect(caption.height).toBeLessThanOrEqual(box.height * 0.4 + 1);
    },
  );

  it('sizes the slideshow by vSize, a percentage of the viewport height (spec 001 §3)', async () => {
    const screen = await render(
      <GalleryBlock slides={slides} blockJson='{"design":"slideshow","vSize":50}' />,
    );
    const viewport = await rendered(
      '[data-layout="stacked"] .vitrine-gallery__viewport',
      screen.container,
    );
    expect(viewport.getBoundingClientRect().height).toBeCloseTo(window.innerHeight / 2, 0);
  });

  it('gives the thumbnail strip its height and margin (spec 001 §3)', async () => {
    const screen = await render(
      <GalleryBlock
        slides={slides}
        blockJson={JSON.stringify({
          design: 'slideshow',
          thumbnails: true,
          'thumbnail-strip-height': 60,
          'thumbnail-strip-margin': 24,
        })}
      />,
    );
    const strip = await rendered('[data-variant="thumbnails"]', screen.container);
    expect(getComputedStyle(strip).marginTop).toBe('24px');
    const thumbnail = await rendered('.vitrine-gallery__thumbnail', strip);
    expect(thumbnail.getBoundingClientRect().height).toBeCloseTo(60, 0);
  });

  it('lays square thumbnails, n per row, without accessibility violations (spec 001 §3)', async () => {
    const screen = await render(
      <GalleryBlock
        slides={slides}
        blockJson={JSON.stringify({
          design: 'slideshow',
          thumbnails: true,
          'thumbnails-per-row': 4,
          'square-thumbs': true,
        })}
      />,
    );
    const strip = await rendered('[data-variant="thumbnails"]', screen.container);
    const viewport = await rendered('.vitrine-gallery__viewport', strip);
    const box = (await rendered('.vitrine-gallery__thumbnail', strip)).getBoundingClientRect();
    // 4 across with the strip's 8 px gutter between them.
    expect(box.width).toBeCloseTo((viewport.clientWidth - 3 * 8) / 4, 0);
    expect(box.height).toBeCloseTo(box.width, 0);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it.each([
    ['grid', undefined, 'cover'],
    ['grid', false, 'contain'],
    ['slideshow', false, 'contain'],
    ['carousel', false, 'contain'],
    ['carousel', true, 'cover'],
  ])('%s with auto-crop %s: cropMode %s (spec 001 §3)', async (design, autoCrop, mode) => {
    const screen = await render(
      <GalleryBlock
        slides={slides}
        blockJson={JSON.stringify({ design, 'auto-crop': autoCrop })}
      />,
    );
    const image = await rendered('.vitrine-gallery__image', screen.container);
    expect(image.getAttribute('data-mode')).toBe(mode);
  });

  const mixed = makeSlides(4).map((slide, index) =>
    index === 1 ? { ...slide, type: 'video' as const } : slide,
  );

  it('mixes image and video slides by default (spec 001 §3 mixedContent)', async () => {
    const screen = await render(<GalleryBlock slides={mixed} blockJson='{"design":"grid"}' />);
    await expect.element(screen.getByRole('group', { name: '1 sur 4' })).toBeInTheDocument();
    expect(screen.container.querySelector('[data-type="video"]')).not.toBeNull();
  });

  it('keeps image slides only with mixedContent false (spec 001 §3)', async () => {
    const screen = await render(
      <GalleryBlock slides={mixed} blockJson='{"design":"grid","mixedContent":false}' />,
    );
    await expect.element(screen.getByRole('group', { name: '1 sur 3' })).toBeInTheDocument();
    expect(screen.container.querySelector('[data-type="video"]')).toBeNull();
  });
});
