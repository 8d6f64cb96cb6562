import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '@vitrine/media/styles.css';
import './gallery.css';
import { AutoColumnsGallery } from '../autocolumns/autocolumns-gallery';
import { CarouselGallery } from '../carousel/carousel-gallery';
import { GridGallery } from '../grid/grid-gallery';
import { StripGallery } from '../strip/strip-gallery';
import { makeSlides } from '../test-fixtures/slides';

beforeEach(async () => {
  await page.viewport(1280, 800);
});

const slide = (container: HTMLElement, id: string) =>
  container.querySelector<HTMLElement>(`[data-slide-id="${id}"]`);
const hasImage = (container: HTMLElement, id: string) =>
  slide(container, id)?.querySelector('img') !== null;
const imageCount = (container: HTMLElement) => container.querySelectorAll('img').length;

describe('slides far from the view mount as light boxes (spec 001 §9: 60 blocks, 200 slides)', () => {
  it('a 200-slide carousel mounts the shown group and its neighbour, then each group it reaches', async () => {
    const screen = await render(<CarouselGallery slides={makeSlides(200)} label="Carrousel" />);
    const { container } = screen;
    await expect
      .element(screen.getByRole('group', { name: '1 sur 200', exact: true }))
      .toBeVisible();
    expect(hasImage(container, 's1')).toBe(true);
    expect(hasImage(container, 's6')).toBe(true);
    // Far slides: a light box of the same size, no image, no control.
    const far = slide(container, 's150');
    expect(far?.hasAttribute('data-far')).toBe(true);
    expect(far?.querySelector('img, button')).toBeNull();
    expect(far?.getBoundingClientRect().height).toBeCloseTo(
      slide(container, 's1')?.getBoundingClientRect().height ?? 0,
      0,
    );
    expect(imageCount(container)).toBeLessThanOrEqual(12);

    const region = screen.getByRole('region', { name: 'Carrousel' }).element() as HTMLElement;
    region.focus();
    for (let step = 0; step < 5; step += 1) await userEvent.keyboard('{ArrowRight}');
    // Group 5 (slides 16 to 18) is shown: its slides have their image and their control.
    await expect.poll(() => hasImage(container, 's16')).toBe(true);
    await expect.poll(() => hasImage(container, 's18')).toBe(true);
    await expect
      .element(screen.getByRole('group', { name: '16 sur 200', exact: true }))
      .not.toHaveAttribute('data-far');
    expect(hasImage(container, 's150')).toBe(false);
    expect(imageCount(container)).toBeLessThan(40);
  });

  it('a strip mounts the slides around the current one and the ones it scrolls to', async () => {
    const screen = await render(<StripGallery slides={makeSlides(120)} height={200} />);
    const { container } = screen;
    await expect.poll(() => hasImage(container, 's1')).toBe(true);
    expect(hasImage(container, 's100')).toBe(false);
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    for (let step = 0; step < 20; step += 1) await next.click();
    await expect.poll(() => hasImage(container, 's21')).toBe(true);
  });

  it('a grid mounts a first screen, the rest as the page scrolls to them, without moving anything', async () => {
    const screen = await render(<GridGallery slides={makeSlides(90)} lightbox />);
    const { container } = screen;
    await expect
      .element(screen.getByRole('group', { name: '1 sur 90', exact: true }))
      .toBeVisible();
    expect(hasImage(container, 's1')).toBe(true);
    const last = slide(container, 's90') as HTMLElement;
    expect(last.hasAttribute('data-far')).toBe(true);
    expect(last.querySelector('img')).toBeNull();
    // Far slides keep their control, named like the image: keyboard and screen-reader users
    // reach every slide in order.
    await expect.element(screen.getByRole('button', { name: 'Lagune 90' })).toBeInTheDocument();
    const { violations } = await axe.run(container);
    expect(violations).toEqual([]);
    const before = last.getBoundingClientRect();
    last.scrollIntoView();
    await expect.poll(() => hasImage(container, 's90')).toBe(true);
    expect(last.hasAttribute('data-far')).toBe(false);
    const after = last.getBoundingClientRect();
    expect(after.height).toBeCloseTo(before.height, 0);
    expect(after.width).toBeCloseTo(before.width, 0);
  });

  it('a light box has the height its image will have (autocolumns: natural ratios)', async () => {
    const screen = await render(<AutoColumnsGallery slides={makeSlides(60)} />);
    const { container } = screen;
    await expect.poll(() => hasImage(container, 's1')).toBe(true);
    const far = slide(container, 's59') as HTMLElement;
    expect(far.hasAttribute('data-far')).toBe(true);
    const box = far.getBoundingClientRect();
    // s59 is 800 × 1100 (see makeSlides): its box keeps that ratio.
    expect(box.height / box.width).toBeCloseTo(1100 / 800, 1);
    far.scrollIntoView();
    await expect.poll(() => hasImage(container, 's59')).toBe(true);
    const shown = far.getBoundingClientRect();
    expect(shown.height).toBeCloseTo(box.height, 0);
  });

  it('opens the lightbox on a far slide once it is near (its code fetched on demand)', async () => {
    const screen = await render(<GridGallery slides={makeSlides(60)} lightbox />);
    const { container } = screen;
    const last = slide(container, 's60') as HTMLElement;
    last.scrollIntoView();
    await expect.poll(() => hasImage(container, 's60')).toBe(true);
    await screen.getByRole('button', { name: 'Montagne 60' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('img', { name: 'Montagne 60' })).toBeVisible();
  });
});
