import { afterEach, describe, expect, it } from 'vitest';
import { focusMainLandmark, restoreFocus } from './restore-focus';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A page with a main landmark holding one button, as a site's page has it. */
function pageWithMain(
  mainMarkup = '<main id="contenu"><button type="button">Ouvrir</button></main>',
) {
  document.body.innerHTML = mainMarkup;
  return {
    main: document.querySelector('main, [role="main"]') as HTMLElement,
    button: document.querySelector('button') as HTMLButtonElement,
  };
}

describe('restoreFocus', () => {
  it('gives the focus back to the element that had it, when still in the page', () => {
    const { button } = pageWithMain();
    expect(restoreFocus(button)).toBe(button);
    expect(document.activeElement).toBe(button);
  });

  it('goes to the main landmark when that element left the page, making it focusable', () => {
    const { main, button } = pageWithMain();
    button.remove();
    expect(restoreFocus(button)).toBe(main);
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
  });

  it('goes to the main landmark when that element no longer takes focus (disabled)', () => {
    const { main, button } = pageWithMain();
    button.disabled = true;
    expect(restoreFocus(button)).toBe(main);
  });

  it('never goes back to the body: the body or nothing means the main landmark', () => {
    const { main } = pageWithMain();
    expect(restoreFocus(document.body)).toBe(main);
    (document.activeElement as HTMLElement | null)?.blur();
    expect(restoreFocus(null, { document })).toBe(main);
    expect(document.activeElement).toBe(main);
  });

  it('with `from`, moves the focus only when it was lost: on the body or inside that element', () => {
    document.body.innerHTML =
      '<main><button type="button">Ouvrir</button><button type="button">Ailleurs</button></main>' +
      '<div role="dialog"><button type="button">Fermer</button></div>';
    const [opener, elsewhere, inside] = document.querySelectorAll('button');
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    inside?.focus();
    expect(restoreFocus(opener, { from: dialog })).toBe(opener);
    elsewhere?.focus();
    expect(restoreFocus(opener, { from: dialog })).toBeNull();
    expect(document.activeElement).toBe(elsewhere);
    elsewhere?.blur();
    expect(restoreFocus(opener, { from: dialog })).toBe(opener);
  });

  it('keeps a tabindex the main landmark already has, and accepts role="main"', () => {
    const { main } = pageWithMain('<div role="main" tabindex="0">Contenu</div>');
    expect(focusMainLandmark(document)).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('0');
  });

  it('answers null on a page without a main landmark', () => {
    document.body.innerHTML = '<p>Rien</p>';
    expect(restoreFocus(null, { document })).toBeNull();
  });
});
