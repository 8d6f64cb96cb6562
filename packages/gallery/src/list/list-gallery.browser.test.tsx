import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '@vitrine/media/styles.css';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { ListGallery } from './list-gallery';

const slides = makeSlides(3);

beforeEach(async () => {
  await page.viewport(1000, 800);
});

/** The boxes of the first slide's image, title and description. */
const boxes = (container: HTMLElement) => {
  const slide = container.querySelector('.vitrine-gallery__slide') as HTMLElement;
  const box = (selector: string) =>
    (slide.querySelector(selector) as HTMLElement).getBoundingClientRect();
  return {
    slide: slide.getBoundingClientRect(),
    image: box('.vitrine-gallery__image'),
    title: box('.vitrine-gallery__title'),
    description: box('.vitrine-gallery__description'),
  };
};

describe('ListGallery (spec 001 §2, §3): image beside its texts', () => {
  it.each([
    ['without the lightbox (the default)', false],
    ['with the lightbox', true],
  ] as const)(
    '%s: image at the list width, title and description beside it, one under the other',
    async (_, lightbox) => {
      const screen = await render(
        <ListGallery slides={slides} imageWidth={320} lightbox={lightbox} />,
      );
      await expect
        .poll(() =>
          screen.container.querySelector('.vitrine-gallery__image')?.getAttribute('data-state'),
        )
        .toBe('loaded');
      const { slide, image, title, description } = boxes(screen.container);
      expect(image.left).toBe(slide.left);
      expect(image.width).toBe(320);
      // The texts start right of the image (after the 1.5rem gap) and share one column.
      expect(title.left).toBe(image.right + 24);
      expect(description.left).toBe(title.left);
      expect(description.top).toBeGreaterThanOrEqual(title.bottom);
      expect(title.top).toBe(image.top);
      expect(title.right).toBeLessThanOrEqual(slide.right);
      const { violations } = await axe.run(screen.container);
      expect(violations).toEqual([]);
    },
  );

  it('without imageWidth, the image takes half the slide; the layout is the same with the lightbox', async () => {
    const off = await render(<ListGallery slides={slides} />);
    await expect
      .poll(() => off.container.querySelector('.vitrine-gallery__description'))
      .toBeTruthy();
    const without = boxes(off.container);
    expect(without.image.width).toBeCloseTo(without.slide.width / 2, 0);
    const on = await render(<ListGallery slides={slides} lightbox />);
    await expect
      .poll(() => on.container.querySelector('.vitrine-gallery__description'))
      .toBeTruthy();
    const withLightbox = boxes(on.container);
    expect(withLightbox.image.width).toBe(without.image.width);
    expect(withLightbox.title.left).toBe(without.title.left);
  });
});

describe('ListGallery on a phone', () => {
  beforeEach(async () => {
    await page.viewport(400, 800);
  });

  it('on a phone, the texts go under the image', async () => {
    const screen = await render(<ListGallery slides={slides} imageWidth={320} />);
    await expect.element(screen.getByText('Photographie 1 de la série.')).toBeVisible();
    const { image, title } = boxes(screen.container);
    expect(title.top).toBeGreaterThanOrEqual(image.bottom);
    expect(title.left).toBe(image.left);
  });
});
