import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { AutoColumnsGallery } from '../autocolumns/autocolumns-gallery';
import { AutoGridGallery } from '../autogrid/autogrid-gallery';
import { AutoRowsGallery } from '../autorows/autorows-gallery';
import { BaseGallery } from '../base/base-gallery';
import { ListGallery } from '../list/list-gallery';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { GridGallery } from './grid-gallery';

const slides = makeSlides(5);

afterEach(() => {
  vi.restoreAllMocks();
});

const variable = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>('.vitrine-gallery')?.style.getPropertyValue(name);

describe('collection layouts (spec 001 §9 defaults)', () => {
  it('grid: 4 per row, padding 20, lightbox on', async () => {
    const screen = await render(<GridGallery slides={slides} />);
    expect(variable(screen.container, '--vitrine-gallery-per-row')).toBe('4');
    expect(variable(screen.container, '--vitrine-gallery-gutter')).toBe('20px');
    const columns = getComputedStyle(
      screen.container.querySelector('.vitrine-gallery') as Element,
    ).gridTemplateColumns.split(' ').length;
    expect(columns).toBe(4);
    await expect.element(screen.getByRole('button', { name: 'Lac 1' })).toBeVisible();
  });

  it('autogrid and autocolumns: column width 250, gutter 0; a string width is parsed as an integer', async () => {
    const grid = await render(<AutoGridGallery slides={slides} />);
    expect(variable(grid.container, '--vitrine-gallery-column')).toBe('250px');
    expect(variable(grid.container, '--vitrine-gallery-gutter')).toBe('0px');
    const columns = await render(<AutoColumnsGallery slides={slides} columnWidth="300" />);
    expect(variable(columns.container, '--vitrine-gallery-column')).toBe('300px');
  });

  it('warns on a column width that is not a positive number and keeps 250 (spec 001 §5)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const screen = await render(<AutoColumnsGallery slides={slides} columnWidth={-4} />);
    expect(variable(screen.container, '--vitrine-gallery-column')).toBe('250px');
    expect(warn).toHaveBeenCalledWith('Gallery column width must be a positive number, got -4.');
  });

  it('autorows: row height 250, gutter 20, lightbox on', async () => {
    const screen = await render(<AutoRowsGallery slides={slides} />);
    expect(variable(screen.container, '--vitrine-gallery-row')).toBe('250px');
    expect(variable(screen.container, '--vitrine-gallery-gutter')).toBe('20px');
    const first = screen.getByRole('group', { name: '1 sur 5' });
    await expect.element(first).toBeVisible();
    expect((first.element() as HTMLElement).getBoundingClientRect().height).toBe(250);
    await expect.element(screen.getByRole('button', { name: 'Lac 1' })).toBeVisible();
  });

  it('list shows titles and descriptions; base links to the click-through URL', async () => {
    const list = await render(<ListGallery slides={slides.slice(0, 2)} imageWidth={320} />);
    await expect.element(list.getByText('Photographie 2 de la série.')).toBeVisible();
    const linked = [
      { ...slides[0], id: 'l', clickThroughUrl: 'https://exemple.fr/lac' },
    ] as typeof slides;
    const base = await render(<BaseGallery slides={linked} label="Galerie liée" />);
    await expect
      .element(base.getByRole('link', { name: 'Lac 1' }))
      .toHaveAttribute('href', 'https://exemple.fr/lac');
  });

  it.each([
    ['base', BaseGallery],
    ['grid', GridGallery],
    ['autogrid', AutoGridGallery],
    ['autocolumns', AutoColumnsGallery],
    ['autorows', AutoRowsGallery],
    ['list', ListGallery],
  ] as const)('%s has no accessibility violations', async (_name, Layout) => {
    const screen = await render(<Layout slides={slides} />);
    await expect.element(screen.getByRole('group', { name: '5 sur 5' })).toBeInTheDocument();
    const { violations } = await axe.run(screen.container);
    expect(violations).toEqual([]);
  });
});
