import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CarouselGallery } from '../carousel/carousel-gallery';
import type { GalleryState } from '../core/gallery-state';
import { StackedGallery } from '../stacked/stacked-gallery';
import { StripGallery } from '../strip/strip-gallery';
import { makeSlides } from '../test-fixtures/slides';
import './gallery.css';

const slides = makeSlides(4);

beforeEach(async () => {
  await page.viewport(1280, 800);
});

/** The focused element's accessible name, or 'body' when focus was lost to the page. */
const focused = () => {
  const active = document.activeElement;
  if (!active || active === document.body) return 'body';
  return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName;
};

const currentLabel = (container: HTMLElement) =>
  container.querySelector('[data-current="true"]')?.getAttribute('aria-label');

describe('focus after a step (spec 001 §4: controls disabled at the ends without loop)', () => {
  it.each([
    ['stacked', StackedGallery],
    ['strip', StripGallery],
  ] as const)(
    '%s: from « Diapositive suivante » at the last slide to « Diapositive précédente », and back',
    async (_name, Layout) => {
      const screen = await render(<Layout slides={slides} speed={0} />);
      const previous = screen.getByRole('button', { name: 'Diapositive précédente' });
      const next = screen.getByRole('button', { name: 'Diapositive suivante' });
      (next.element() as HTMLElement).focus();
      const seen: string[] = [];
      for (let step = 0; step < slides.length - 1; step += 1) {
        await userEvent.keyboard('{Enter}');
        await expect.poll(() => focused()).not.toBe('body');
        seen.push(focused());
      }
      await expect.element(next).toBeDisabled();
      await expect.element(previous).toHaveFocus();
      expect(seen).toEqual([
        'Diapositive suivante',
        'Diapositive suivante',
        'Diapositive précédente',
      ]);
      for (let step = 0; step < slides.length - 1; step += 1) {
        await userEvent.keyboard('{Enter}');
        await expect.poll(() => focused()).not.toBe('body');
      }
      await expect.element(previous).toBeDisabled();
      await expect.element(next).toHaveFocus();
    },
  );

  it('stacked: the arrow keys from « Diapositive précédente » to the first slide leave focus on « Diapositive suivante »', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={0} currentIndex={2} />);
    const previous = screen.getByRole('button', { name: 'Diapositive précédente' });
    await previous.click();
    await expect.poll(() => currentLabel(screen.container)).toBe('2 sur 4');
    await expect.element(previous).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => currentLabel(screen.container)).toBe('1 sur 4');
    await expect
      .element(screen.getByRole('button', { name: 'Diapositive suivante' }))
      .toHaveFocus();
  });

  it('stacked with the lightbox on: focus on a slide follows the current slide to both ends', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={0} lightbox />);
    const region = screen.getByRole('region', { name: 'Galerie' });
    const open = (index: number) =>
      region.getByRole('group', { name: `${index} sur 4` }).getByRole('button');
    (open(1).element() as HTMLElement).focus();
    for (const index of [2, 3, 4]) {
      await userEvent.keyboard('{ArrowRight}');
      await expect.poll(() => currentLabel(screen.container)).toBe(`${index} sur 4`);
      await expect.element(open(index)).toHaveFocus();
    }
    for (const index of [3, 2, 1]) {
      await userEvent.keyboard('{ArrowLeft}');
      await expect.poll(() => currentLabel(screen.container)).toBe(`${index} sur 4`);
      await expect.element(open(index)).toHaveFocus();
    }
  });

  it('carousel: a slide of the group that left keeps no focus: the new group’s first slide takes it', async () => {
    const screen = await render(<CarouselGallery slides={makeSlides(7)} lightbox />);
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    const first = screen.getByRole('group', { name: '1 sur 7' }).getByRole('button');
    (first.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('group', { name: '4 sur 7' }).getByRole('button'))
      .toHaveFocus();
    // Groups 1–3, 4–6, 7: one more step reaches the end.
    await next.click();
    await expect.element(next).toBeDisabled();
    await expect
      .element(screen.getByRole('button', { name: 'Diapositive précédente' }))
      .toHaveFocus();
  });

  it('leaves focus alone when the visitor put it elsewhere', async () => {
    let state: GalleryState | undefined;
    const screen = await render(
      <>
        <StackedGallery
          slides={slides}
          speed={0}
          onStateReady={(ready) => {
            state = ready;
          }}
        />
        <button type="button">Ailleurs</button>
      </>,
    );
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    await next.click();
    await expect.element(next).toHaveFocus();
    // Focus moved to another control of the page: a step to the end does not take it back.
    await screen.getByRole('button', { name: 'Ailleurs' }).click();
    state?.goTo(3);
    await expect.element(next).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: 'Ailleurs' })).toHaveFocus();
    // Focus dropped on the page by a click outside: not taken back either.
    state?.goTo(1);
    await next.click();
    (document.activeElement as HTMLElement).blur();
    state?.goTo(3);
    await expect.element(next).toBeDisabled();
    expect(document.activeElement).toBe(document.body);
  });

  it('has no accessibility violations once focus moved', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={0} currentIndex={2} />);
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Diapositive précédente' }))
      .toHaveFocus();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
});
