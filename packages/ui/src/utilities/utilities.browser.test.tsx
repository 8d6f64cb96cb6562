import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createFocusContainer, type FocusContainer } from './create-focus-container';
import { scrollIntoView } from './scroll-into-view';
import { shrinkTextToFit } from './shrink-text-to-fit';

let focusContainer: FocusContainer | undefined;
afterEach(() => {
  focusContainer?.release();
  focusContainer = undefined;
  window.scrollTo(0, 0);
  vi.restoreAllMocks();
});

describe('createFocusContainer in the browser (spec 001 §5)', () => {
  it('keeps Tab and Shift+Tab focus inside the container, wrapping around', async () => {
    const screen = await render(
      <>
        <button type="button">Avant</button>
        <div data-testid="zone">
          <button type="button">Premier</button>
          <a href="#lien">Lien</a>
          <button type="button" disabled>
            Désactivé
          </button>
          <input aria-label="Dernier" />
        </div>
        <button type="button">Après</button>
      </>,
    );
    focusContainer = createFocusContainer({ container: screen.getByTestId('zone').element() });
    expect(focusContainer.focusFirst()).toBe(true);
    await expect.element(screen.getByRole('button', { name: 'Premier' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Lien' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Dernier' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Premier' })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(screen.getByRole('textbox', { name: 'Dernier' })).toHaveFocus();
  });

  it('keeps focus on the elements a predicate accepts', async () => {
    const screen = await render(
      <>
        <button type="button" data-zone>
          Un
        </button>
        <button type="button">Dehors</button>
        <button type="button" data-zone>
          Deux
        </button>
      </>,
    );
    focusContainer = createFocusContainer({
      predicate: (element) => element.hasAttribute('data-zone'),
    });
    focusContainer.focusFirst();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Deux' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Un' })).toHaveFocus();
  });

  it('lets focus go once released', async () => {
    const screen = await render(
      <>
        <div data-testid="zone">
          <button type="button">Seul</button>
        </div>
        <button type="button">Suivant</button>
      </>,
    );
    focusContainer = createFocusContainer({ container: screen.getByTestId('zone').element() });
    focusContainer.focusFirst();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Seul' })).toHaveFocus();
    focusContainer.release();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Suivant' })).toHaveFocus();
  });
});

describe('shrinkTextToFit in the browser (spec 001 §9)', () => {
  it('shrinks overflowing text until it fits', async () => {
    const screen = await render(
      <p
        data-testid="titre"
        style={{ width: 200, fontSize: 24, whiteSpace: 'nowrap', overflow: 'hidden' }}
      >
        Un titre bien trop long pour sa boîte
      </p>,
    );
    const element = screen.getByTestId('titre').element() as HTMLElement;
    const size = shrinkTextToFit(element);
    expect(size).toBeLessThan(24);
    expect(size).toBeGreaterThanOrEqual(11);
    expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
  });

  it('stops at 11 px', async () => {
    const screen = await render(
      <p
        data-testid="titre"
        style={{ width: 40, fontSize: 24, whiteSpace: 'nowrap', overflow: 'hidden' }}
      >
        Un titre beaucoup, beaucoup trop long
      </p>,
    );
    const element = screen.getByTestId('titre').element() as HTMLElement;
    expect(shrinkTextToFit(element)).toBe(11);
    expect(element.style.fontSize).toBe('11px');
  });

  it('leaves text that fits alone', async () => {
    const screen = await render(
      <p data-testid="titre" style={{ width: 400, fontSize: 16, whiteSpace: 'nowrap' }}>
        Court
      </p>,
    );
    const element = screen.getByTestId('titre').element() as HTMLElement;
    expect(shrinkTextToFit(element)).toBe(16);
    expect(element.style.fontSize).toBe('');
  });
});

describe('scrollIntoView in the browser (spec 001 §9)', () => {
  it('scrolls the page to 30 px above the element within 300 ms', async () => {
    const screen = await render(
      <>
        <div style={{ height: 2000 }} />
        <p data-testid="cible">Cible</p>
        <div style={{ height: 2000 }} />
      </>,
    );
    const element = screen.getByTestId('cible').element();
    scrollIntoView(element);
    await expect
      .poll(() => Math.round(element.getBoundingClientRect().top), { timeout: 1000 })
      .toBe(30);
  });
});
