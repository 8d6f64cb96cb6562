import axe from 'axe-core';
import { MotionGlobalConfig } from 'framer-motion';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { REDUCED_MOTION_QUERY } from '../motion/reduced-motion';
import { BlockAnimation } from './block-animation';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function preferReducedMotion() {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === REDUCED_MOTION_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function motionFeaturesRequested(): boolean {
  return performance
    .getEntriesByType('resource')
    .some((entry) => /\/motion\/motion-features\.ts/.test(entry.name));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
  MotionGlobalConfig.skipAnimations = false;
});

describe('BlockAnimation', () => {
  // First in the file, so that no other test has loaded the shared features chunk yet.
  it('loads the animation features only once a block animates', async () => {
    const screen = await render(
      <>
        <div style={{ height: 3000 }} />
        <BlockAnimation kind="slide-up">
          <p>Bloc plus bas</p>
        </BlockAnimation>
      </>,
    );
    const block = screen.container.querySelector<HTMLElement>('[data-block-animation]');
    await expect.poll(() => block?.dataset.state).toBe('waiting');
    await wait(300);
    expect(motionFeaturesRequested()).toBe(false);
    block?.scrollIntoView();
    await expect.poll(() => block?.dataset.state).toBe('done');
    expect(motionFeaturesRequested()).toBe(true);
  });

  it('runs once when scrolled into view (spec 001 §4)', async () => {
    const screen = await render(
      <>
        <div style={{ height: 3000 }} />
        <BlockAnimation kind="fade">
          <p>Nos valeurs</p>
        </BlockAnimation>
        <div style={{ height: 3000 }} />
      </>,
    );
    const block = screen.container.querySelector<HTMLElement>('[data-block-animation]');
    await expect.poll(() => block?.dataset.state).toBe('waiting');
    expect(block?.style.opacity).toBe('0');
    block?.scrollIntoView({ block: 'center' });
    // framer-motion fades the block in over 0.3 s.
    await expect.poll(() => block?.dataset.state).toBe('running');
    expect(Number(getComputedStyle(block as HTMLElement).opacity)).toBeLessThan(1);
    await expect.poll(() => block?.dataset.state).toBe('done');
    await expect.element(screen.getByText('Nos valeurs')).toBeVisible();
    expect(Number(getComputedStyle(block as HTMLElement).opacity)).toBe(1);
    window.scrollTo(0, 0);
    await wait(100);
    block?.scrollIntoView({ block: 'center' });
    await wait(100);
    expect(block?.dataset.state).toBe('done');
    expect(block?.getAnimations()).toHaveLength(0);
    expect(Number(getComputedStyle(block as HTMLElement).opacity)).toBe(1);
  });

  it('waits for an image still loading before animating (spec 001 §4)', async () => {
    const screen = await render(
      <>
        <div style={{ height: 3000 }} />
        <BlockAnimation kind="scale">
          <img src={PIXEL} alt="Atelier" width={40} height={40} />
        </BlockAnimation>
      </>,
    );
    const block = screen.container.querySelector<HTMLElement>('[data-block-animation]');
    const image = screen.container.querySelector('img') as HTMLImageElement;
    await expect.poll(() => block?.dataset.state).toBe('waiting');
    // The image is reported as still loading until the test says it has loaded.
    Object.defineProperty(image, 'complete', { configurable: true, get: () => false });
    block?.scrollIntoView();
    await expect.poll(() => block?.dataset.state).toBe('loading');
    await wait(200);
    expect(block?.dataset.state).toBe('loading');
    expect(block?.style.opacity).toBe('0');
    Object.defineProperty(image, 'complete', { configurable: true, get: () => true });
    image.dispatchEvent(new Event('load'));
    await expect.poll(() => block?.dataset.state).toBe('done');
    await expect.element(screen.getByRole('img', { name: 'Atelier' })).toBeVisible();
  });

  it('animates a block already in view at once', async () => {
    const screen = await render(
      <BlockAnimation>
        <p>En haut de page</p>
      </BlockAnimation>,
    );
    const block = screen.container.querySelector<HTMLElement>('[data-block-animation]');
    await expect.poll(() => block?.dataset.state).toBe('done');
    await expect.element(screen.getByText('En haut de page')).toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('waits for the share of the block that the threshold asks for', async () => {
    const screen = await render(
      <>
        <div style={{ height: 3000 }} />
        <BlockAnimation threshold={1}>
          <div style={{ height: 200 }}>Bloc entier</div>
        </BlockAnimation>
        <div style={{ height: 3000 }} />
      </>,
    );
    const block = screen.container.querySelector<HTMLElement>(
      '[data-block-animation]',
    ) as HTMLElement;
    await expect.poll(() => block.dataset.state).toBe('waiting');
    // Only the top half of the block in view: not enough for threshold 1.
    window.scrollTo(0, block.offsetTop - window.innerHeight + 100);
    await wait(200);
    expect(block.dataset.state).toBe('waiting');
    window.scrollTo(0, block.offsetTop - 20);
    await expect.poll(() => block.dataset.state).toBe('done');
  });

  it('reaches the end at once when framer-motion skips animations (Storybook tests)', async () => {
    MotionGlobalConfig.skipAnimations = true;
    const screen = await render(
      <BlockAnimation kind="slide-up">
        <p>Sans animation</p>
      </BlockAnimation>,
    );
    const block = screen.container.querySelector<HTMLElement>('[data-block-animation]');
    await expect.poll(() => block?.dataset.state).toBe('done');
    await expect.element(screen.getByText('Sans animation')).toBeVisible();
  });

  it('never hides content under reduced motion', async () => {
    preferReducedMotion();
    const screen = await render(
      <>
        <div style={{ height: 3000 }} />
        <BlockAnimation kind="slide-up">
          <p>Immobile</p>
        </BlockAnimation>
      </>,
    );
    const block = screen.container.querySelector<HTMLElement>('[data-block-animation]');
    expect(block?.dataset.state).toBe('done');
    expect(block?.style.opacity).toBe('');
    block?.scrollIntoView();
    await expect.element(screen.getByText('Immobile')).toBeVisible();
    expect(block?.dataset.state).toBe('done');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('shows content at once for kind none, and falls back to fade for an unknown kind', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <>
        <BlockAnimation kind="none">
          <p>Sans effet</p>
        </BlockAnimation>
        <BlockAnimation kind={'zoom' as 'fade'}>
          <p>Effet inconnu</p>
        </BlockAnimation>
      </>,
    );
    const [none, unknown] =
      screen.container.querySelectorAll<HTMLElement>('[data-block-animation]');
    expect(none?.dataset.state).toBe('done');
    expect(unknown?.dataset.blockAnimation).toBe('fade');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('kind must be one of'));
    await expect.element(screen.getByText('Effet inconnu')).toBeVisible();
  });
});
