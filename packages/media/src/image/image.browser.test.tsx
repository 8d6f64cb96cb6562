import axe from 'axe-core';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../styles.css';
import { Image } from './image';
import { createImageLoader, getImageLoader, loadAllImages } from './image-loader';

/** An image that needs no network: an SVG data URL of a given size and colour. */
const svg = (width: number, height: number, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`,
  )}`;

const nextFrames = async (count = 3) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

beforeEach(async () => {
  await page.viewport(1000, 600);
  window.scrollTo(0, 0);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Image', () => {
  it('keeps its box before and after the load: width and height from the dimensions', async () => {
    const screen = await render(
      <div style={{ width: 400 }}>
        <Image src={svg(800, 600, '#2a6f97')} alt="Lac au lever du jour" dimensions="800x600" />
      </div>,
    );
    const image = screen.getByRole('img', { name: 'Lac au lever du jour' });
    const element = image.element() as HTMLImageElement;
    expect(element.getAttribute('width')).toBe('800');
    expect(element.getAttribute('height')).toBe('600');
    const before = element.getBoundingClientRect();
    expect(before.width).toBe(400);
    expect(before.height).toBe(300);
    await expect.element(image).toHaveAttribute('data-state', 'loaded');
    const after = element.getBoundingClientRect();
    expect([after.width, after.height]).toEqual([400, 300]);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('marks the load with the loading class, then the loaded class', async () => {
    const classes: string[] = [];
    const watcher = new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof HTMLImageElement) classes.push(record.target.className);
      }
    });
    watcher.observe(document.body, { subtree: true, attributeFilter: ['class'] });
    const screen = await render(
      <Image src={svg(300, 200, '#e9c46a')} alt="Champ de blé" dimensions="300x200" />,
    );
    const image = screen.getByRole('img', { name: 'Champ de blé' });
    await expect.element(image).toHaveClass('loaded');
    watcher.disconnect();
    expect(classes).toContain('vitrine-image loading');
    expect(image.element().classList.contains('loading')).toBe(false);
    expect(image.element().getAttribute('src')).toBe(svg(300, 200, '#e9c46a'));
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('asks a site-relative source at the size step its box needs, and releases a failed load silently', async () => {
    const errors = vi.spyOn(console, 'error');
    const screen = await render(
      <div style={{ width: 400 }}>
        <Image src="/__vitrine-test__/lac.jpg" alt="Lac" dimensions="1600x1200" />
        <Image src="/__vitrine-test__/lac.jpg" alt="Lac net" dimensions="1600x1200" dprMin={2} />
        <Image
          src="/__vitrine-test__/foret.jpg"
          alt="Forêt"
          dimensions="1600x1200"
          sizeFormat="filename"
          sizeAdjustment={0.5}
        />
        <Image src={svg(200, 100, '#264653')} alt="Après l’erreur" dimensions="200x100" />
      </div>,
    );
    // The addresses asked, failed or not (a failed address never reaches the element).
    const asked = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname + new URL(entry.name).search);
    const lake = screen.getByRole('img', { name: 'Lac', exact: true });
    await expect.element(lake).toHaveAttribute('data-state', 'error');
    expect(asked()).toContain('/__vitrine-test__/lac.jpg?format=500w');
    // No broken-image icon: a neutral box with the text alternative, without an address.
    expect(lake.element().localName).toBe('span');
    expect(lake.element().hasAttribute('src')).toBe(false);
    expect(lake.element().textContent).toBe('Lac');
    expect(lake.element().classList.contains('loading')).toBe(false);
    await expect.poll(asked).toContain('/__vitrine-test__/lac.jpg?format=1000w');
    await expect.poll(asked).toContain('/__vitrine-test__/foret-300w.jpg');
    await expect
      .element(screen.getByRole('img', { name: 'Après l’erreur' }))
      .toHaveAttribute('data-state', 'loaded');
    expect(errors).not.toHaveBeenCalled();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('never lowers the resolution when its box shrinks, and raises it when it grows (spec 001 §4)', async () => {
    // A site-relative file, served by the test server whatever the size asked (under /@fs/ when
    // the test runs from the workspace root).
    const folder = new URL(import.meta.url).pathname.replace(/[^/]+$/, 'test-fixtures/sea.svg');
    const found = await fetch(folder, { method: 'HEAD' });
    const sea = found.ok ? folder : `/@fs${folder}`;
    const screen = await render(
      <div style={{ width: 900 }} data-testid="box">
        <Image src={sea} alt="Mer" dimensions="1600x1200" />
      </div>,
    );
    const image = screen.getByRole('img', { name: 'Mer' });
    const box = screen.getByTestId('box').element() as HTMLElement;
    await expect.element(image).toHaveAttribute('data-state', 'loaded');
    expect(image.element().getAttribute('src')).toBe(`${sea}?format=1000w`);
    expect(image.element().getAttribute('data-image-resolution')).toBe('1000');

    box.style.width = '300px';
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(image.element().getAttribute('src')).toBe(`${sea}?format=1000w`);

    box.style.width = '1200px';
    await expect.element(image).toHaveAttribute('src', `${sea}?format=1500w`);
    await expect.element(image).toHaveAttribute('data-image-resolution', '1500');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('loads a lazy image only once it comes within 200 px of the viewport (spec 001 §4)', async () => {
    const source = svg(600, 400, '#f4a261');
    const screen = await render(
      <div>
        <div style={{ height: 1600 }} />
        <Image src={source} alt="Dunes au couchant" dimensions="600x400" load="viewport" />
        <div style={{ height: 1600 }} />
      </div>,
    );
    const dunes = screen.getByRole('img', { name: 'Dunes au couchant' });
    const element = dunes.element() as HTMLImageElement;
    await nextFrames();
    expect(element.hasAttribute('src')).toBe(false);
    expect(element.getAttribute('data-state')).toBe('idle');

    // The image top is 1600 px down; the viewport is 600 px high.
    window.scrollTo(0, 1600 - 600 - 300);
    await nextFrames(6);
    expect(element.hasAttribute('src')).toBe(false);

    window.scrollTo(0, 1600 - 600 - 150);
    await expect.element(dunes).toHaveAttribute('src', source);
    await expect.element(dunes).toHaveAttribute('data-state', 'loaded');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('loads at once without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    try {
      const source = svg(100, 100, '#9b2226');
      const loader = createImageLoader();
      const screen = await render(
        <div>
          <div style={{ height: 3000 }} />
          <Image
            src={source}
            alt="Coquelicot"
            dimensions="100x100"
            load="viewport"
            loader={loader}
          />
        </div>,
      );
      await expect
        .element(screen.getByRole('img', { name: 'Coquelicot' }))
        .toHaveAttribute('src', source);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it.each([
    [400, 1],
    [1280, 16],
  ])(
    'at a %s px wide viewport, has at most %s loads under way (spec 001 §9)',
    async (width, limit) => {
      await page.viewport(width, 800);
      let most = 0;
      const watcher = new MutationObserver(() => {
        most = Math.max(most, document.querySelectorAll('img.loading').length);
      });
      watcher.observe(document.body, {
        subtree: true,
        attributes: true,
        attributeFilter: ['class', 'src'],
      });
      const colours = ['#001219', '#005f73', '#0a9396', '#94d2bd', '#ee9b00'];
      const screen = await render(
        <div>
          {colours.map((colour) => (
            <Image
              key={colour}
              src={svg(120, 80, colour)}
              alt={`Couleur ${colour}`}
              dimensions="120x80"
            />
          ))}
        </div>,
      );
      for (const colour of colours) {
        await expect
          .element(screen.getByRole('img', { name: `Couleur ${colour}` }))
          .toHaveAttribute('data-state', 'loaded');
      }
      watcher.disconnect();
      expect(most).toBe(Math.min(limit, colours.length));
      expect(getImageLoader().queue.active).toBe(0);
      const { violations } = await axe.run(screen.container);
      expect(violations).toEqual([]);
    },
  );

  it('places a cover image by its focal point and a contained image by its alignment', async () => {
    const screen = await render(
      <div>
        <div style={{ width: 300, height: 300 }}>
          <Image
            src={svg(600, 300, '#3a86ff')}
            alt="Port"
            dimensions="600x300"
            cropMode="cover"
            focalPoint={{ x: 0.2, y: 0.6 }}
          />
        </div>
        <div style={{ width: 300, height: 300 }}>
          <Image
            src={svg(600, 300, '#8338ec')}
            alt="Pont"
            dimensions="600x300"
            cropMode="contain"
            fitAlignment="top"
          />
        </div>
      </div>,
    );
    const harbour = screen.getByRole('img', { name: 'Port' }).element() as HTMLImageElement;
    const bridge = screen.getByRole('img', { name: 'Pont' }).element() as HTMLImageElement;
    expect(getComputedStyle(harbour).objectFit).toBe('cover');
    expect(getComputedStyle(harbour).objectPosition).toBe('20% 60%');
    expect(getComputedStyle(bridge).objectFit).toBe('contain');
    expect(getComputedStyle(bridge).objectPosition).toBe('50% 0%');
    expect(harbour.getBoundingClientRect().height).toBe(300);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('marks an image narrower than 415 px with data-narrow', async () => {
    const screen = await render(
      <div>
        <div style={{ width: 414 }}>
          <Image src={svg(800, 400, '#588157')} alt="Étroite" dimensions="800x400" />
        </div>
        <div style={{ width: 415 }}>
          <Image src={svg(800, 400, '#a3b18a')} alt="Large" dimensions="800x400" />
        </div>
      </div>,
    );
    await expect
      .element(screen.getByRole('img', { name: 'Étroite' }))
      .toHaveAttribute('data-narrow');
    await expect
      .element(screen.getByRole('img', { name: 'Large' }))
      .toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('img', { name: 'Large' }).element().hasAttribute('data-narrow')).toBe(
      false,
    );
  });

  it('shows a background image with a label, and a decorative one without', async () => {
    const source = svg(400, 200, '#bc6c25');
    const screen = await render(
      <div style={{ width: 400 }}>
        <Image
          src={source}
          alt="Toits de tuiles"
          dimensions="400x200"
          useBgImage
          cropMode="cover"
        />
        <Image src={source} alt="" dimensions="400x200" useBgImage data-testid="decor" />
      </div>,
    );
    const roofs = screen.getByRole('img', { name: 'Toits de tuiles' });
    await expect.element(roofs).toHaveAttribute('data-state', 'loaded');
    const style = (roofs.element() as HTMLElement).style;
    expect(style.backgroundImage).toBe(`url("${source}")`);
    expect(style.backgroundSize).toBe('cover');
    expect(roofs.element().getBoundingClientRect().height).toBe(200);
    const decor = screen.getByTestId('decor');
    expect(decor.element().getAttribute('role')).toBeNull();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
});

describe('Image over server HTML', () => {
  it('hydrates without a mismatch, then loads: the address is set once mounted', async () => {
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const source = svg(300, 200, '#6d597a');
    const image = (
      <div style={{ width: 300, height: 300 }}>
        <Image
          src={source}
          alt="Colline"
          dimensions="300x200"
          cropMode="cover"
          focalPoint={{ x: 0.3, y: 0.4 }}
        />
      </div>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(image);
    document.body.append(container);
    const server = container.querySelector('img') as HTMLImageElement;
    expect(server.hasAttribute('src')).toBe(false);
    expect(server.getAttribute('width')).toBe('300');
    expect(server.getAttribute('data-src')).toBe(source);
    expect(server.style.objectPosition).toBe('30% 40%');

    const root = hydrateRoot(container, image, {
      onRecoverableError: (error) => recoverable.push(error),
    });
    try {
      await vi.waitFor(() => expect(server.getAttribute('data-state')).toBe('loaded'));
      expect(container.querySelector('img')).toBe(server);
      expect(server.getAttribute('src')).toBe(source);
      expect(recoverable).toEqual([]);
      expect(errors).not.toHaveBeenCalled();
      const { violations } = await axe.run(container);
      expect(violations).toEqual([]);
    } finally {
      root.unmount();
      container.remove();
    }
  });
});

describe('the image loader on server HTML', () => {
  it('loads [data-src] images under a root, with the crop mode of the parent class', async () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div class="content-fill" style="width:200px;height:200px">
        <img alt="Phare" data-image-dimensions="400x200" data-image-focal-point="0.1,0.5">
      </div>`;
    const source = svg(400, 200, '#023047');
    root.querySelector('img')?.setAttribute('data-src', source);
    document.body.append(root);
    try {
      const results = await loadAllImages(root, undefined, createImageLoader());
      expect(results).toEqual([{ ok: true, url: source, size: null }]);
      const image = root.querySelector('img') as HTMLImageElement;
      expect(image.className).toBe('loaded');
      expect(image.style.objectFit).toBe('cover');
      expect(image.style.objectPosition).toBe('10% 50%');
      const { violations } = await axe.run(root);
      expect(violations).toEqual([]);
    } finally {
      root.remove();
    }
  });

  it('positions the image itself under useAdvancedPositioning', async () => {
    const root = document.createElement('div');
    root.innerHTML = `<div class="content-fill" style="width:200px;height:200px"><img alt="Phare"></div>`;
    const image = root.querySelector('img') as HTMLImageElement;
    document.body.append(root);
    try {
      await createImageLoader().load(image, {
        source: svg(400, 200, '#023047'),
        dimensions: { width: 400, height: 200 },
        focalPoint: { x: 0.1, y: 0.5 },
        useAdvancedPositioning: true,
      });
      expect([image.style.width, image.style.height, image.style.left, image.style.top]).toEqual([
        '400px',
        '200px',
        '0px',
        '0px',
      ]);
      expect(image.style.position).toBe('absolute');
    } finally {
      root.remove();
    }
  });

  it('warns and errors with the words of spec 001 §5 and §8', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loader = createImageLoader();
    const box = document.createElement('div');
    box.innerHTML = '<img alt="Sans source"><div data-src="/s/a.jpg"></div>';
    const [noSource, notImage] = [...box.children];

    expect(await loader.load(noSource)).toEqual({
      ok: false,
      error: 'Invalid or missing image source.',
    });
    expect(warn).toHaveBeenLastCalledWith('Invalid or missing image source.');
    expect(await loader.load(notImage)).toEqual({
      ok: false,
      error: 'Element is not a valid image element.',
    });
    expect(warn).toHaveBeenLastCalledWith('Element is not a valid image element.');
    expect(await loader.load(null)).toEqual({ ok: false, error: 'No image' });
    expect(error).toHaveBeenLastCalledWith('No image');
    expect(await loadAllImages(null, undefined, loader)).toEqual([]);
    expect(error).toHaveBeenLastCalledWith('No root node');
    expect(await loadAllImages('gallery' as unknown as ParentNode, undefined, loader)).toEqual([]);
    expect(error).toHaveBeenLastCalledWith('gallery is not a valid node.');
    expect(await loadAllImages(document.createElement('section'), undefined, loader)).toEqual([]);
    expect(warn).toHaveBeenLastCalledWith('No images');

    const fit = document.createElement('div');
    fit.className = 'content-fit';
    fit.innerHTML = `<img alt="Carte" data-src="${svg(10, 10, '#000')}">`;
    document.body.append(fit);
    try {
      await loader.load(fit.firstElementChild);
      expect(warn).toHaveBeenLastCalledWith('Missing alignment for "content-fit" image.');
      expect((fit.firstElementChild as HTMLImageElement).style.objectPosition).toBe('50% 50%');
    } finally {
      fit.remove();
    }
  });

  it('skips an image already loading: a second load gets the load under way', async () => {
    const image = document.createElement('img');
    image.alt = 'Une fois';
    image.dataset.src = svg(50, 50, '#b5838d');
    document.body.append(image);
    const sources: string[] = [];
    const watcher = new MutationObserver(() => sources.push(image.getAttribute('src') ?? ''));
    watcher.observe(image, { attributeFilter: ['src'] });
    try {
      const loader = createImageLoader();
      const first = loader.load(image);
      const second = loader.load(image);
      expect(second).toBe(first);
      await first;
      expect(sources).toEqual([image.dataset.src]);
      expect(await loader.load(image)).toEqual({ ok: true, url: null, size: null });
      const { violations } = await axe.run(image);
      expect(violations).toEqual([]);
    } finally {
      watcher.disconnect();
      image.remove();
    }
  });

  it('with allowConcurrentLoads, starts a second load of an element already loading (spec 001 §4)', async () => {
    const image = document.createElement('img');
    image.alt = 'Deux fois';
    image.dataset.src = svg(60, 60, '#6d597a');
    document.body.append(image);
    try {
      const loader = createImageLoader({ allowConcurrentLoads: true });
      const first = loader.load(image);
      const second = loader.load(image, { forceImageUpdate: true });
      expect(second).not.toBe(first);
      // The newest load owns the element: the overtaken one reports nothing.
      expect(await first).toEqual({ ok: true, url: null, size: null });
      expect(await second).toMatchObject({ ok: true, url: image.dataset.src });
      expect(image.getAttribute('src')).toBe(image.dataset.src);
    } finally {
      image.remove();
    }
  });

  it('shows the placeholder colour and preview before the load, never an icon, then the image', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the loader's probe until the test has looked at the placeholder.
    const decode = HTMLImageElement.prototype.decode;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      return gate.then(() => decode.call(this));
    });
    const preview = svg(8, 6, '#e76f51');
    const screen = await render(
      <div style={{ width: 400 }}>
        <Image
          src={svg(800, 600, '#2a9d8f')}
          alt="Lagune"
          dimensions="800x600"
          placeholderColor="rgb(42, 157, 143)"
          placeholderPreview={preview}
        />
      </div>,
    );
    const image = screen.getByRole('img', { name: 'Lagune' });
    const element = image.element() as HTMLImageElement;
    await expect.element(image).toHaveAttribute('data-state', 'loading');
    expect(element.hasAttribute('data-placeholder')).toBe(true);
    expect(element.hasAttribute('src')).toBe(false);
    const painted = getComputedStyle(element);
    expect(painted.backgroundColor).toBe('rgb(42, 157, 143)');
    expect(painted.backgroundImage).toContain('data:image/svg+xml');
    expect(painted.content).toContain('linear-gradient');
    expect(element.getBoundingClientRect().height).toBe(300);
    release();
    await expect.element(image).toHaveAttribute('data-state', 'loaded');
    expect(element.hasAttribute('data-placeholder')).toBe(false);
    expect(getComputedStyle(element).backgroundImage).toBe('none');
    expect(element.getBoundingClientRect().height).toBe(300);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows a failed image as a neutral box of the same size with its alt text, no broken icon', async () => {
    const screen = await render(
      <div style={{ width: 300 }}>
        <Image src="/__vitrine-test__/introuvable.jpg" alt="Atelier fermé" dimensions="600x400" />
      </div>,
    );
    const failed = screen.getByRole('img', { name: 'Atelier fermé' });
    await expect.element(failed).toHaveAttribute('data-state', 'error');
    const element = failed.element();
    expect(element.localName).toBe('span');
    expect(element).toHaveClass('vitrine-image--failed');
    expect(element.textContent).toBe('Atelier fermé');
    const box = element.getBoundingClientRect();
    expect([box.width, box.height]).toEqual([300, 200]);
    expect(document.querySelectorAll('img').length).toBe(0);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('gives "… not loaded" as the value of a failed load', async () => {
    const image = document.createElement('img');
    image.alt = 'Absente';
    image.dataset.src = '/__vitrine-test__/absente.jpg';
    document.body.append(image);
    try {
      const result = await createImageLoader().load(image);
      expect(result).toEqual({
        ok: false,
        error: '/__vitrine-test__/absente.jpg?format=100w not loaded',
      });
    } finally {
      image.remove();
    }
  });
});
