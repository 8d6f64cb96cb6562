import axe from 'axe-core';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { GalleryTransition } from '../core/gallery-transition';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { fadeTransition } from '../transitions/fade';
import { kenBurnsTransition } from '../transitions/ken-burns';
import { newSwipeTransition } from '../transitions/new-swipe';
import { scrollTransition } from '../transitions/scroll';
import { swipeTransition } from '../transitions/swipe';
import { StackedGallery } from './stacked-gallery';

const slides = makeSlides(4);

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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const currentLabel = (container: HTMLElement) =>
  container.querySelector('[data-current="true"]')?.getAttribute('aria-label');

describe('StackedGallery (spec 001 §4 "Gallery")', () => {
  it('labels each slide "n sur total" as a diapositive and steps with the buttons', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={0} />);
    const first = screen.getByRole('group', { name: '1 sur 4' });
    await expect.element(first).toHaveAttribute('aria-roledescription', 'diapositive');
    await expect
      .element(screen.getByRole('button', { name: 'Diapositive précédente' }))
      .toBeDisabled();
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect
      .element(screen.getByRole('group', { name: '2 sur 4' }))
      .toHaveAttribute('data-current', 'true');
  });

  it('steps with the left (37) and right (39) arrows; disabled at the ends without loop', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={0} />);
    const region = screen.getByRole('region', { name: 'Galerie' });
    (region.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.poll(() => currentLabel(screen.container)).toBe('4 sur 4');
    await expect
      .element(screen.getByRole('button', { name: 'Diapositive suivante' }))
      .toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.poll(() => currentLabel(screen.container)).toBe('3 sur 4');
  });

  it('loops from the last slide to the first when loop is on', async () => {
    const screen = await render(
      <StackedGallery slides={slides} speed={0} loop currentIndex={-1} />,
    );
    await expect.poll(() => currentLabel(screen.container)).toBe('4 sur 4');
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(() => currentLabel(screen.container)).toBe('1 sur 4');
  });

  it('goes to the next slide on a click (stacked click behaviour, spec 001 §9)', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={0} />);
    await screen.getByRole('group', { name: '1 sur 4' }).click();
    await expect.poll(() => currentLabel(screen.container)).toBe('2 sur 4');
  });

  it('steps on a horizontal swipe of 50 px within 250 ms, not on a short or vertical one', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={0} />);
    const region = screen.getByRole('region').element() as HTMLElement;
    const box = region.getBoundingClientRect();
    const y = box.top + 50;
    const pointer = (type: string, x: number, yy = y) =>
      region.dispatchEvent(
        new PointerEvent(type, {
          clientX: x,
          clientY: yy,
          bubbles: true,
          pointerType: 'touch',
          isPrimary: true,
        }),
      );
    pointer('pointerdown', box.left + 200);
    pointer('pointermove', box.left + 180);
    pointer('pointerup', box.left + 140);
    await expect.poll(() => currentLabel(screen.container)).toBe('2 sur 4');
    pointer('pointerdown', box.left + 100);
    pointer('pointerup', box.left + 160);
    await expect.poll(() => currentLabel(screen.container)).toBe('1 sur 4');
    pointer('pointerdown', box.left + 200);
    pointer('pointerup', box.left + 170);
    pointer('pointerdown', box.left + 200, y);
    pointer('pointermove', box.left + 198, y + 20);
    pointer('pointerup', box.left + 120, y + 40);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentLabel(screen.container)).toBe('1 sur 4');
  });

  it('refuses changes while the transition animates, then accepts them', async () => {
    const screen = await render(<StackedGallery slides={slides} speed={1500} />);
    const next = screen.getByRole('button', { name: 'Diapositive suivante' });
    await next.click();
    const region = screen.getByRole('region').element();
    expect(region.getAttribute('data-animating')).toBe('true');
    await next.click();
    expect(currentLabel(screen.container)).toBe('2 sur 4');
    await expect.poll(() => region.getAttribute('data-animating'), { timeout: 4000 }).toBeNull();
    await next.click();
    await expect.poll(() => currentLabel(screen.container)).toBe('3 sur 4');
  });

  it('changes instantly under reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    const screen = await render(<StackedGallery slides={slides} transition={swipeTransition} />);
    const region = screen.getByRole('region').element();
    expect(region.getAttribute('data-reduced-motion')).toBe('true');
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    expect(region.getAttribute('data-animating')).toBeNull();
    expect(currentLabel(screen.container)).toBe('2 sur 4');
  });

  it('autoplays every 5000 ms with aria-live off, pausing under the mouse (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const screen = await render(
      <StackedGallery slides={slides} speed={0} autoplay mobile={false} />,
    );
    const region = screen.getByRole('region').element();
    // The test runner's mouse may rest where the gallery renders: move it out first.
    for (const element of [region, ...region.querySelectorAll('*')]) {
      element.dispatchEvent(
        new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }),
      );
    }
    await expect.poll(() => region.getAttribute('data-autoplay')).toBe('running');
    const viewport = screen.container.querySelector('.vitrine-gallery__viewport');
    expect(viewport?.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(4999);
    await Promise.resolve();
    expect(currentLabel(screen.container)).toBe('1 sur 4');
    vi.advanceTimersByTime(1);
    await expect.poll(() => currentLabel(screen.container)).toBe('2 sur 4');
    region.dispatchEvent(
      new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body }),
    );
    await expect.poll(() => region.getAttribute('data-autoplay')).toBe('paused');
    expect(viewport?.getAttribute('aria-live')).toBe('polite');
    vi.advanceTimersByTime(10_000);
    await Promise.resolve();
    expect(currentLabel(screen.container)).toBe('2 sur 4');
    await screen.getByRole('button', { name: 'Mettre le diaporama en pause' }).click();
    await expect.poll(() => region.getAttribute('data-autoplay')).toBe('stopped');
  });

  it('does not autoplay with nomotion=true in the query (spec 001 §2)', async () => {
    window.history.replaceState(null, '', '/?nomotion=true');
    const screen = await render(<StackedGallery slides={slides} speed={0} autoplay />);
    await expect.element(screen.getByRole('region')).toHaveAttribute('data-autoplay', 'off');
  });

  it('selects the slide named on load without rewriting the address, then writes each change (spec 001 §2)', async () => {
    window.history.replaceState(null, '', '/galerie#itemId=s3');
    const screen = await render(<StackedGallery slides={slides} speed={0} historyHash />);
    await expect.poll(() => currentLabel(screen.container)).toBe('3 sur 4');
    expect(window.location.pathname + window.location.hash).toBe('/galerie#itemId=s3');
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(() => window.location.pathname).toBe('/galerie/montagne-4');
    expect(window.location.hash).toBe('#itemId=s4');
  });

  it('caps a caption taller than 90 % of the slide at 40 % and lets it scroll; a short one is not capped; a resize measures again (spec 001 §9)', async () => {
    const long = 'Une longue description de la pièce, tournée puis émaillée à l’atelier. '.repeat(
      12,
    );
    const captioned = [
      { ...slides[0], title: 'Lac', description: long },
      { ...slides[1], title: 'Forêt', description: 'Courte.' },
      ...slides.slice(2),
    ] as typeof slides;
    const screen = await render(
      <div style={{ width: 320 }} data-testid="frame">
        <StackedGallery slides={captioned} speed={0} />
      </div>,
    );
    const caption = () =>
      screen.container.querySelector<HTMLElement>('[data-current="true"] .vitrine-gallery__meta');
    const viewport = screen.container.querySelector<HTMLElement>('.vitrine-gallery__viewport');
    // 320 px at 16:9: a viewport of 180 px, so the cap is 72 px.
    await expect.poll(() => caption()?.dataset.capped).toBe('true');
    const height = viewport?.clientHeight ?? 0;
    expect(height).toBe(180);
    expect(caption()?.getBoundingClientRect().height).toBeCloseTo(height * 0.4, 0);
    expect(caption()?.scrollHeight).toBeGreaterThan(height * 0.9);
    await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(() => caption()?.querySelector('p')?.textContent).toBe('Forêt');
    await expect.poll(() => caption()?.dataset.capped).toBe('false');
    expect(caption()?.style.maxHeight).toBe('');
    await screen.getByRole('button', { name: 'Diapositive précédente' }).click();
    await expect.poll(() => caption()?.dataset.capped).toBe('true');
    // Wide enough for the whole text under 90 % of the height: no cap any more.
    const frame = screen.getByTestId('frame').element() as HTMLElement;
    frame.style.width = '2400px';
    await expect.poll(() => caption()?.dataset.capped).toBe('false');
    expect(caption()?.style.maxHeight).toBe('');
  });

  it('throws on an unknown transition (spec 001 §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const wipe = { name: 'wipe', plan: fadeTransition.plan } as unknown as GalleryTransition;
    for (const [transition, message] of [
      ['wipe', 'Could not find transition named wipe'],
      [wipe, 'Could not find transition named wipe'],
      ['swipe', 'Could not find transition named swipe'],
    ] as const) {
      const screen = await render(
        <Boundary>
          <StackedGallery slides={slides} transition={transition as GalleryTransition} />
        </Boundary>,
      );
      await expect.element(screen.getByRole('alert')).toHaveTextContent(message);
      await screen.unmount();
    }
    error.mockRestore();
  });

  it('cross-fades by default (fade, spec 001 §4)', async () => {
    const screen = await render(<StackedGallery slides={slides} />);
    await expect.element(screen.getByRole('region')).toHaveAttribute('data-transition', 'fade');
  });

  it.each([
    fadeTransition,
    kenBurnsTransition,
    newSwipeTransition,
    scrollTransition,
    swipeTransition,
  ])(
    'runs the $name transition from its definition, with no accessibility violations',
    async (transition) => {
      const animate = vi.spyOn(Element.prototype, 'animate');
      const screen = await render(
        <StackedGallery slides={slides} transition={transition} speed={200} />,
      );
      const region = screen.getByRole('region').element();
      expect(region.getAttribute('data-transition')).toBe(transition.name);
      animate.mockClear();
      await screen.getByRole('button', { name: 'Diapositive suivante' }).click();
      await expect.poll(() => currentLabel(screen.container)).toBe('2 sur 4');
      const width = region.querySelector('.vitrine-gallery__viewport')?.clientWidth ?? 0;
      const plan = transition.plan({ direction: 1, speed: 200, width });
      const step = animate.mock.calls.filter(
        ([, options]) => typeof options === 'object' && options.easing === 'ease-in-out',
      );
      expect(step).toEqual([
        [plan.incoming, { duration: plan.duration, easing: 'ease-in-out' }],
        [plan.outgoing, { duration: plan.duration, easing: 'ease-in-out' }],
      ]);
      const { violations } = await axe.run(screen.container);
      expect(violations).toEqual([]);
    },
  );

  it('zooms the current image to 1.075 with ken-burns only (spec 001 §4)', async () => {
    const animate = vi.spyOn(Element.prototype, 'animate');
    const zooms = () =>
      animate.mock.calls.filter(([keyframes]) => JSON.stringify(keyframes).includes('scale'));
    const faded = await render(<StackedGallery slides={slides} speed={200} />);
    await faded.getByRole('button', { name: 'Diapositive suivante' }).click();
    await expect.poll(() => currentLabel(faded.container)).toBe('2 sur 4');
    expect(zooms()).toEqual([]);
    await faded.unmount();
    const screen = await render(
      <StackedGallery
        slides={slides}
        transition={kenBurnsTransition}
        speed={200}
        autoplayOptions={{ timeout: 3000 }}
      />,
    );
    await expect.poll(() => zooms().length).toBe(1);
    expect(zooms()[0]).toEqual([
      [{ scale: 1 }, { scale: 1.075 }],
      { duration: 3200, fill: 'forwards', easing: 'linear' },
    ]);
    const image = screen.container.querySelector('[data-current="true"] .vitrine-gallery__image');
    expect(image?.getAnimations()).toHaveLength(1);
    // The image really grows: its computed scale leaves 1 on the way to 1.075.
    await expect
      .poll(() => Number.parseFloat(image ? getComputedStyle(image).scale : 'none'))
      .toBeGreaterThan(1);
  });
});
