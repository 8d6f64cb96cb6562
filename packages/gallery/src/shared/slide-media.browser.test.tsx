import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '@vitrine/media/styles.css';
import type { GallerySlide } from '../core/gallery-slide';
import { GridGallery } from '../grid/grid-gallery';
import { StackedGallery } from '../stacked/stacked-gallery';
import { StripGallery } from '../strip/strip-gallery';
import { makeSlides } from '../test-fixtures/slides';
import './gallery.css';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A shown `<img>` the browser would paint as its broken-image icon. */
const brokenImages = (root: ParentNode) =>
  [...root.querySelectorAll('img')].filter(
    (image) =>
      image.complete &&
      image.naturalWidth === 0 &&
      getComputedStyle(image).content.indexOf('gradient') < 0,
  );

describe('slide images: placeholder until loaded, neutral box if failed', () => {
  it('shows the slide’s placeholder colour in the reserved box before the load, then the image', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const decode = HTMLImageElement.prototype.decode;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      return gate.then(() => decode.call(this));
    });
    const [first, ...rest] = makeSlides(4);
    const slides = [{ ...(first as GallerySlide), placeholderColor: '#1d4ed8' }, ...rest];
    const screen = await render(<GridGallery slides={slides} slidesPerRow={2} />);
    const image = screen.container.querySelector('.vitrine-gallery__image') as HTMLImageElement;
    await expect.poll(() => image.getAttribute('data-state')).toBe('loading');
    expect(image.hasAttribute('data-placeholder')).toBe(true);
    expect(getComputedStyle(image).backgroundColor).toBe('rgb(29, 78, 216)');
    expect(image.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(brokenImages(screen.container)).toEqual([]);
    release();
    await expect.poll(() => image.getAttribute('data-state')).toBe('loaded');
    expect(image.hasAttribute('data-placeholder')).toBe(false);
    expect(image.naturalWidth).toBeGreaterThan(0);
  });

  it('shows a slide whose image is missing (404) as a neutral box with its alt text', async () => {
    const [first, ...rest] = makeSlides(3);
    const slides = [
      { ...(first as GallerySlide), src: '/__vitrine-test__/absente.jpg', alt: 'Image absente' },
      ...rest,
    ];
    const screen = await render(<GridGallery slides={slides} slidesPerRow={3} lightbox={false} />);
    const failed = screen.getByRole('img', { name: 'Image absente' });
    await expect.element(failed).toHaveAttribute('data-state', 'error');
    expect(failed.element().textContent).toBe('Image absente');
    const slide = failed.element().closest('.vitrine-gallery__slide') as HTMLElement;
    const box = failed.element().getBoundingClientRect();
    expect(box.width).toBe(slide.getBoundingClientRect().width);
    expect(box.height).toBe(slide.getBoundingClientRect().height);
    expect(brokenImages(screen.container)).toEqual([]);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('strip: the track does not move sideways while the images arrive', async () => {
    await page.viewport(1000, 800);
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const decode = HTMLImageElement.prototype.decode;
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      return gate.then(() => decode.call(this));
    });
    const screen = await render(
      <StripGallery slides={makeSlides(6)} speed={0} height={200} currentIndex={2} />,
    );
    const track = screen.container.querySelector('.vitrine-gallery__track') as HTMLElement;
    await expect.poll(() => track.style.transform).not.toBe('translateX(0px)');
    const before = track.style.transform;
    const current = screen.container.querySelector('[data-current="true"]') as HTMLElement;
    // Boxes reserved from the dimensions: the current slide (1200×800) is 300 px wide at 200 px.
    expect(current.offsetWidth).toBe(300);
    release();
    await expect
      .poll(() => current.querySelector('.vitrine-gallery__image')?.getAttribute('data-state'))
      .toBe('loaded');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(track.style.transform).toBe(before);
  });
});

describe('an active video slide (its player fetched on demand)', () => {
  it('shows the video thumbnail, then the player once its code has arrived', async () => {
    const [first, second] = makeSlides(2) as [GallerySlide, GallerySlide];
    const video: GallerySlide = {
      ...first,
      id: 'v1',
      type: 'video',
      alt: 'Film du lac',
      video: {
        providerName: 'YouTube',
        html: '<iframe src="https://www.youtube.com/embed/abc" title="Film du lac"></iframe>',
        title: 'Film du lac',
        thumbnailUrl: first.src,
      },
    };
    const screen = await render(<StackedGallery slides={[video, second]} />);
    const slide = screen.container.querySelector('[data-slide-id="v1"]') as HTMLElement;
    // Until the player's code arrives the slide shows its thumbnail (the server renders that too).
    expect(slide.querySelector('.vitrine-gallery__image, .vitrine-video')).not.toBeNull();
    // The player (the embed's overlay and frame) replaces the thumbnail once its code is here.
    await expect.poll(() => slide.querySelector('.vitrine-video')).not.toBeNull();
    expect(slide.querySelector('.vitrine-gallery__image')).toBeNull();
  });
});
