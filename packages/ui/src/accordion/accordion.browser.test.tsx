import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { REDUCED_MOTION_QUERY } from '../motion/reduced-motion';
import { Accordion, type AccordionItemData } from './accordion';

const items: AccordionItemData[] = [
  { id: 'horaires', title: 'Horaires', content: 'Ouvert du mardi au samedi.' },
  { id: 'acces', title: 'Accès', content: 'Métro ligne 4, station Cité.' },
  { id: 'contact', title: 'Contact', content: 'Écrivez-nous à bonjour@exemple.fr.' },
];

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

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Accordion', () => {
  it('renders headings with header buttons and labelled regions, all closed (WAI-ARIA)', async () => {
    const screen = await render(<Accordion items={items} />);
    const header = screen.getByRole('button', { name: 'Horaires' });
    await expect.element(header).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('heading', { level: 3, name: 'Horaires' })).toBeVisible();
    const panelId = header.element().getAttribute('aria-controls');
    expect(document.getElementById(panelId ?? '')?.hidden).toBe(true);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('opens the first item when expanded-first-item is set (spec 001 §4)', async () => {
    const screen = await render(<Accordion items={items} expandFirstItem />);
    await expect
      .element(screen.getByRole('button', { name: 'Horaires' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('region', { name: 'Horaires' })).toBeVisible();
    await expect.element(screen.getByText('Ouvert du mardi au samedi.')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Accès' }))
      .toHaveAttribute('aria-expanded', 'false');
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('closes the open item when another opens, without the multiple-open setting (spec 001 §4)', async () => {
    const screen = await render(<Accordion items={items} expandFirstItem />);
    await screen.getByRole('button', { name: 'Accès' }).click();
    await expect
      .element(screen.getByRole('button', { name: 'Accès' }))
      .toHaveAttribute('aria-expanded', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Horaires' }))
      .toHaveAttribute('aria-expanded', 'false');
    // Once the 250 ms animation is over, the closed panel is hidden.
    await expect.element(screen.getByText('Ouvert du mardi au samedi.')).not.toBeVisible();
    await expect.element(screen.getByText('Métro ligne 4, station Cité.')).toBeVisible();
  });

  it('keeps several items open with the multiple-open setting', async () => {
    const onExpandedChange = vi.fn();
    const screen = await render(
      <Accordion items={items} allowMultiple expandFirstItem onExpandedChange={onExpandedChange} />,
    );
    await screen.getByRole('button', { name: 'Accès' }).click();
    await screen.getByRole('button', { name: 'Contact' }).click();
    for (const name of ['Horaires', 'Accès', 'Contact']) {
      await expect
        .element(screen.getByRole('button', { name }))
        .toHaveAttribute('aria-expanded', 'true');
    }
    expect(onExpandedChange).toHaveBeenLastCalledWith([0, 1, 2]);
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('opens with Enter and closes with Space on a header, with a visible focus ring', async () => {
    preferReducedMotion();
    const screen = await render(<Accordion items={items} />);
    await userEvent.keyboard('{Tab}');
    const header = screen.getByRole('button', { name: 'Horaires' });
    await expect.element(header).toHaveFocus();
    await expect.element(header).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await expect.element(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect.element(header).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between headers with the arrow keys, Home and End', async () => {
    const screen = await render(<Accordion items={items} />);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('button', { name: 'Accès' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('button', { name: 'Contact' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('button', { name: 'Horaires' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('button', { name: 'Contact' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('button', { name: 'Horaires' })).toHaveFocus();
  });

  it('shows no focus ring after a pointer click', async () => {
    const screen = await render(<Accordion items={items} />);
    const header = screen.getByRole('button', { name: 'Horaires' });
    await header.click();
    await expect.element(header).toHaveFocus();
    await expect.element(header).not.toHaveAttribute('data-focus-visible');
  });

  it('ignores clicks on an item while it animates over 250 ms (spec 001 §4, §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const screen = await render(<Accordion items={items} />);
    const header = screen.getByRole('button', { name: 'Horaires' });
    await header.click();
    const item = header.element().closest('[data-state]');
    expect(item?.getAttribute('data-state')).toBe('opening');
    expect(item?.hasAttribute('data-animating')).toBe(true);
    await header.click();
    expect(header.element().getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersByTime(249);
    await header.click();
    expect(header.element().getAttribute('aria-expanded')).toBe('true');
    vi.advanceTimersByTime(1);
    await expect.element(header).toHaveAttribute('aria-expanded', 'true');
    expect(item?.getAttribute('data-state')).toBe('open');
    await header.click();
    expect(header.element().getAttribute('aria-expanded')).toBe('false');
    expect(item?.getAttribute('data-state')).toBe('closing');
    vi.advanceTimersByTime(250);
    await expect.element(screen.getByText('Ouvert du mardi au samedi.')).not.toBeVisible();
  });

  it('opens and closes instantly under reduced motion', async () => {
    preferReducedMotion();
    const screen = await render(<Accordion items={items} />);
    const header = screen.getByRole('button', { name: 'Horaires' });
    await header.click();
    const item = header.element().closest('[data-state]');
    expect(item?.getAttribute('data-state')).toBe('open');
    expect(item?.hasAttribute('data-animating')).toBe(false);
    expect(header.element().getAttribute('aria-expanded')).toBe('true');
    await header.click();
    expect(item?.getAttribute('data-state')).toBe('closed');
    await expect.element(screen.getByText('Ouvert du mardi au samedi.')).not.toBeVisible();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });

  it('renders no items, with an error, for items that are not an array, and warns of a bad heading level', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(
      <Accordion items={'oops' as unknown as AccordionItemData[]} headingLevel={9 as 3} />,
    );
    expect(screen.container.querySelectorAll('button')).toHaveLength(0);
    expect(error).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('headingLevel'));
  });
});
