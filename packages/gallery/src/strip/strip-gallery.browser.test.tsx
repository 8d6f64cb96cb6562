import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { StripGallery } from './strip-gallery';

const slides = makeSlides(6);

beforeEach(async () => {
  await page.viewport(1000, 800);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const parts = (container: HTMLElement) => {
  const viewport = container.querySelector<HTMLElement>('.vitrine-gallery__viewport');
  const track = container.querySelector<HTMLElement>('.vitrine-gallery__track');
  const current = container.querySelector<HTMLElement>('[data-current="true"]');
  return { viewport, track, current };
};

describe('StripGallery (spec 001 §4, §5, §9)', () => {
  it.each([
    ['start', (left: number) => -left],
    [
      'middle',
      (left: number, width: number, viewport: number) => -(left + width / 2 - viewport / 2),
    ],
    ['end', (left: number, width: number, viewport: number) => -(left + width - viewport)],
  ] as const)('aligns the active slide at the %s', async (alignment, expected) => {
    const screen = await render(
      <StripGallery
        slides={slides}
        alignment={alignment}
        speed={0}
        height={200}
        currentIndex={2}
      />,
    );
    await expect.element(screen.getByRole('region')).toHaveAttribute('data-alignment', alignment);
    await expect
      .poll(() => {
        const { viewport, track, current } = parts(screen.container);
        if (!viewport || !track || !current) return false;
        const offset = expected(current.offsetLeft, current.offsetWidth, viewport.clientWidth);
        return track.style.transform === `translateX(${offset}px)`;
      })
      .toBe(true);
  });

  it('slides at 0.5 s by default (spec 001 §9)', async () => {
    const screen = await render(<StripGallery slides={slides} />);
    const region = screen.getByRole('region').element() as HTMLElement;
    expect(region.style.getPropertyValue('--vitrine-gallery-speed')).toBe('500ms');
  });

  it('warns on an alignment other than start, middle or end and uses middle', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(<StripGallery slides={slides} alignment="center" />);
    await expect.element(screen.getByRole('region')).toHaveAttribute('data-alignment', 'middle');
    expect(warn).toHaveBeenCalledWith(
      'Strip alignment must be start, middle or end, got "center".',
    );
  });

  it('as thumbnails, selects a slide with labelled buttons and has no accessibility violations', async () => {
    const screen = await render(<StripGallery slides={slides} variant="thumbnails" />);
    const third = screen.getByRole('button', { name: 'Afficher la diapositive 3' });
    await third.click();
    await expect.element(third).toHaveAttribute('aria-current', 'true');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
});

describe('StripGallery on a narrow screen', () => {
  it('gets lower than its height so that its widest slide fits the width, every slide whole', async () => {
    // The widest slides are 1200 × 800 (3:2): at 400 px high they would be 600 px wide.
    const screen = await render(
      <div style={{ width: 300 }}>
        <StripGallery slides={slides} speed={0} height={400} />
      </div>,
    );
    const boxes = () =>
      [...screen.container.querySelectorAll<HTMLElement>('.vitrine-gallery__slide')].map((slide) =>
        slide.getBoundingClientRect(),
      );
    await expect.poll(() => boxes().every((box) => Math.round(box.height) === 200)).toBe(true);
    expect(boxes().every((box) => box.width <= 301)).toBe(true);
  });

  it('keeps its height where the widest slide fits', async () => {
    const screen = await render(<StripGallery slides={slides} speed={0} height={400} />);
    const slide = screen.container.querySelector<HTMLElement>('.vitrine-gallery__slide');
    await expect.poll(() => Math.round(slide?.getBoundingClientRect().height ?? 0)).toBe(400);
  });
});

describe('StripGallery with the keyboard', () => {
  it('shows each slide reached with Tab as a step: it becomes current, fully in view, its ring unclipped', async () => {
    const screen = await render(
      <StripGallery slides={slides} alignment="middle" speed={0} height={200} lightbox />,
    );
    const viewport = parts(screen.container).viewport as HTMLElement;
    (screen.getByRole('region').element() as HTMLElement).focus();
    for (let index = 0; index < slides.length; index += 1) {
      await userEvent.tab();
      const slide = (document.activeElement as Element).closest('[data-slide-id]') as HTMLElement;
      expect(slide.dataset.slideId).toBe(slides[index]?.id);
      // The strip places it (its own offset), the browser does not scroll the clipped viewport.
      await expect.poll(() => slide.dataset.current).toBe('true');
      await expect
        .poll(() => {
          const box = slide.getBoundingClientRect();
          const view = viewport.getBoundingClientRect();
          return box.left >= view.left - 1 && box.right <= view.right + 1;
        })
        .toBe(true);
      expect(viewport.scrollLeft).toBe(0);
      // Its focus ring is drawn inside it, so the clipped viewport shows all of it.
      const ring = getComputedStyle(slide, '::after');
      expect([ring.borderTopWidth, ring.borderBottomWidth, ring.position]).toEqual([
        '3px',
        '3px',
        'absolute',
      ]);
      const box = slide.getBoundingClientRect();
      const view = viewport.getBoundingClientRect();
      expect(box.top >= view.top - 1 && box.bottom <= view.bottom + 1).toBe(true);
    }
  });
});

describe('StripGallery snap points and swipe boundaries (spec 001 §5)', () => {
  it('snaps the active slide start at the snap point, a percentage of the width', async () => {
    const screen = await render(
      <StripGallery slides={slides} snapPoint="25%" speed={0} height={200} currentIndex={2} />,
    );
    await expect.element(screen.getByRole('region')).toBeInTheDocument();
    await expect
      .poll(() => {
        const { viewport, track, current } = parts(screen.container);
        if (!viewport || !track || !current) return false;
        const offset = viewport.clientWidth * 0.25 - current.offsetLeft;
        return track.style.transform === `translateX(${offset}px)`;
      })
      .toBe(true);
  });

  const swipe = (element: HTMLElement, from: number, to: number) => {
    const init = { bubbles: true, pointerType: 'touch', isPrimary: true, clientY: 100 };
    element.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from }));
    element.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: (from + to) / 2 }));
    element.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: to }));
    element.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to }));
  };

  it('inertial: a swipe past the last slide stays there and springs back', async () => {
    const screen = await render(
      <StripGallery slides={slides} swipeBoundaries="inertial" speed={0} currentIndex={5} />,
    );
    const region = screen.getByRole('region');
    await expect.element(region).toBeInTheDocument();
    const element = region.element() as HTMLElement;
    swipe(element, 600, 400);
    await expect.poll(() => element.getAttribute('data-bounce')).toBe('end');
    await expect
      .element(screen.getByRole('group', { name: '6 sur 6' }))
      .toHaveAttribute('data-current', 'true');
  });

  it('none: a swipe past the last slide wraps to the first', async () => {
    const screen = await render(
      <StripGallery slides={slides} swipeBoundaries="none" speed={0} currentIndex={5} />,
    );
    const region = screen.getByRole('region');
    await expect.element(region).toBeInTheDocument();
    swipe(region.element() as HTMLElement, 600, 400);
    await expect
      .element(screen.getByRole('group', { name: '1 sur 6' }))
      .toHaveAttribute('data-current', 'true');
  });

  it('warns on a bad snap point and keeps the alignment', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(<StripGallery slides={slides} snapPoint="loin" />);
    expect(warn).toHaveBeenCalledWith('Snap points must be a percentage or none, got "loin".');
  });
});
