import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { REDUCED_MOTION_QUERY } from '../motion/reduced-motion';
import '../styles/marquee.css';
import { Marquee } from './marquee';

const TEXT = 'Soldes d’été sur toute la boutique';

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

function startOffset(container: HTMLElement): number {
  return Number(container.querySelector('textPath')?.getAttribute('startOffset'));
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
});

describe('Marquee', () => {
  it('scrolls copies of the text along a wave, hidden from screen readers, the text once for them', async () => {
    const screen = await render(<Marquee text={TEXT} waveFrequency={2} waveIntensity={1} />);
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.poll(() => root?.dataset.state).toBe('running');
    const svg = screen.container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M0 [\d.]+ Q/);
    const copies = svg?.querySelector('textPath')?.textContent ?? '';
    expect(copies.split(TEXT).length - 1).toBeGreaterThanOrEqual(2);
    // The one copy outside the hidden drawing is the paragraph that screen readers read.
    await expect.element(screen.getByRole('paragraph')).toHaveTextContent(TEXT);
    const first = startOffset(screen.container);
    await expect.poll(() => startOffset(screen.container)).not.toBe(first);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('pauses while the pointer is over it when pausedOnHover is set (spec 001 §4)', async () => {
    const screen = await render(
      <>
        <p>Ailleurs</p>
        <Marquee text={TEXT} pausedOnHover />
      </>,
    );
    // The pointer may rest where an earlier test left it: move it off the marquee first.
    await userEvent.hover(screen.getByText('Ailleurs'));
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.poll(() => root?.dataset.state).toBe('running');
    await userEvent.hover(root as HTMLElement);
    await expect.poll(() => root?.dataset.state).toBe('paused');
    const paused = startOffset(screen.container);
    await wait(200);
    expect(startOffset(screen.container)).toBe(paused);
    await userEvent.unhover(root as HTMLElement);
    await expect.poll(() => root?.dataset.state).toBe('running');
    await expect.poll(() => startOffset(screen.container)).not.toBe(paused);
  });

  it('keeps moving under the pointer without pausedOnHover', async () => {
    const screen = await render(<Marquee text={TEXT} />);
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.poll(() => root?.dataset.state).toBe('running');
    await userEvent.hover(root as HTMLElement);
    const before = startOffset(screen.container);
    await expect.poll(() => startOffset(screen.container)).not.toBe(before);
    expect(root?.dataset.state).toBe('running');
  });

  it('shows the static text under reduced motion (spec 001 §4)', async () => {
    preferReducedMotion();
    const screen = await render(<Marquee text={TEXT} pausedOnHover />);
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.element(screen.getByText(TEXT, { exact: true })).toBeVisible();
    expect(root?.dataset.state).toBe('static');
    expect(screen.container.querySelector('svg')).toBeNull();
    expect(screen.container.querySelector('button')).toBeNull();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('stops when scrolled off-screen, and starts again when back (spec 001 §4)', async () => {
    const screen = await render(
      <>
        <Marquee text={TEXT} />
        <div style={{ height: 4000 }} />
      </>,
    );
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.poll(() => root?.dataset.state).toBe('running');
    window.scrollTo(0, 3000);
    await expect.poll(() => root?.dataset.state).toBe('stopped');
    const stopped = startOffset(screen.container);
    await wait(200);
    expect(startOffset(screen.container)).toBe(stopped);
    window.scrollTo(0, 0);
    await expect.poll(() => root?.dataset.state).toBe('running');
  });

  it('has a pause button every visitor sees and can press, with the keyboard too (WCAG 2.2.2)', async () => {
    const screen = await render(<Marquee text={TEXT} />);
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.poll(() => root?.dataset.state).toBe('running');
    const pause = screen.getByRole('button', { name: 'Mettre en pause l’animation' });
    // Shown before any focus: a target of at least 24 × 24 px (WCAG 2.5.8), not covered.
    await expect.element(pause).toBeVisible();
    const box = pause.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    const middle = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    expect(pause.element().contains(middle)).toBe(true);
    // A pointer press pauses and resumes.
    await pause.click();
    await expect.element(pause).toHaveAttribute('aria-pressed', 'true');
    expect(root?.dataset.state).toBe('paused');
    const paused = startOffset(screen.container);
    await wait(200);
    expect(startOffset(screen.container)).toBe(paused);
    await pause.click();
    await expect.element(pause).toHaveAttribute('aria-pressed', 'false');
    expect(root?.dataset.state).toBe('running');
    // And with the keyboard.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Tab}');
    await expect.element(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(pause).toHaveAttribute('aria-pressed', 'true');
    expect(root?.dataset.state).toBe('paused');
    await userEvent.keyboard(' ');
    await expect.element(pause).toHaveAttribute('aria-pressed', 'false');
    expect(root?.dataset.state).toBe('running');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('flags small fonts (13 px or less) and never draws under 0.75rem (spec 001 §9)', async () => {
    const screen = await render(
      <div style={{ fontSize: 8 }}>
        <Marquee text={TEXT} />
      </div>,
    );
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.poll(() => root?.dataset.state).toBe('running');
    expect(root?.hasAttribute('data-small-font')).toBe(true);
    expect(
      screen.container.querySelector('textPath')?.parentElement?.getAttribute('font-size'),
    ).toBe('12');
  });

  it('falls back to the defaults, with a warning, for bad settings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <Marquee text={TEXT} animationDirection={'up' as 'left'} waveFrequency={Number.NaN} />,
    );
    const root = screen.container.querySelector<HTMLElement>('.vitrine-marquee');
    await expect.poll(() => root?.dataset.state).toBe('running');
    expect(root?.dataset.direction).toBe('left');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('animationDirection'));
  });
});
