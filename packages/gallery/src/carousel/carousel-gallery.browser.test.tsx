import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { CarouselGallery } from './carousel-gallery';

beforeEach(async () => {
  await page.viewport(1280, 800);
});

const track = (container: HTMLElement) => container.querySelector('.vitrine-gallery__track');

describe('CarouselGallery (spec 001 §4, §9)', () => {
  it('hides previous and next when every slide fits in one group', async () => {
    const screen = await render(<CarouselGallery slides={makeSlides(3)} />);
    await expect.element(screen.getByRole('group', { name: '3 sur 3' })).toBeVisible();
    expect(screen.container.querySelector('.vitrine-gallery__controls')).toBeNull();
  });

  it('moves by group of 3 and disables the controls at the ends', async () => {
    const screen = await render(<CarouselGallery slides={makeSlides(7)} />);
    const previous = screen.getByRole('button', { name: 'Diapositive précédente' });
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    await expect.element(previous).toBeDisabled();
    await next.click();
    await expect.poll(() => track(screen.container)?.getAttribute('data-group')).toBe('1');
    await next.click();
    await expect.poll(() => track(screen.container)?.getAttribute('data-group')).toBe('2');
    await expect.element(next).toBeDisabled();
    await expect
      .element(screen.getByRole('group', { name: '7 sur 7' }))
      .not.toHaveAttribute('inert');
    await expect.element(screen.getByRole('group', { name: '1 sur 7' })).toHaveAttribute('inert');
    const region = screen.getByRole('region').element() as HTMLElement;
    region.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => track(screen.container)?.getAttribute('data-group')).toBe('1');
  });

  it('shows 2 per row under 480 px and 3 under 724 px', async () => {
    await page.viewport(470, 800);
    const narrow = await render(<CarouselGallery slides={makeSlides(5)} slidesPerRow={4} />);
    const region = narrow.getByRole('region').element() as HTMLElement;
    await expect.poll(() => region.style.getPropertyValue('--vitrine-gallery-per-row')).toBe('2');
    await page.viewport(700, 800);
    await expect.poll(() => region.style.getPropertyValue('--vitrine-gallery-per-row')).toBe('3');
    await page.viewport(1000, 800);
    await expect.poll(() => region.style.getPropertyValue('--vitrine-gallery-per-row')).toBe('4');
  });

  it('has no accessibility violations', async () => {
    const screen = await render(<CarouselGallery slides={makeSlides(7)} lightbox />);
    await expect.element(screen.getByRole('group', { name: '1 sur 7' })).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
});

describe('CarouselGallery swipe boundaries (spec 001 §5)', () => {
  const region = async (screen: Awaited<ReturnType<typeof render>>) => {
    const locator = screen.getByRole('region');
    await expect.element(locator).toBeInTheDocument();
    const element = locator.element() as HTMLElement;
    element.focus();
    return element;
  };

  it('hard (default): an arrow key past the first group stays, without a bounce', async () => {
    const screen = await render(<CarouselGallery slides={makeSlides(7)} />);
    const element = await region(screen);
    await userEvent.keyboard('{ArrowLeft}');
    expect(element.hasAttribute('data-bounce')).toBe(false);
    expect(track(screen.container)?.getAttribute('data-group')).toBe('0');
  });

  it('inertial: springs back at the start', async () => {
    const screen = await render(
      <CarouselGallery slides={makeSlides(7)} swipeBoundaries="inertial" />,
    );
    const element = await region(screen);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => element.getAttribute('data-bounce')).toBe('start');
    expect(track(screen.container)?.getAttribute('data-group')).toBe('0');
  });

  it('none: wraps from the first group to the last', async () => {
    const screen = await render(
      <CarouselGallery slides={makeSlides(7)} swipeBoundaries={['none', 'hard']} />,
    );
    await region(screen);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => track(screen.container)?.getAttribute('data-group')).toBe('2');
  });
});
