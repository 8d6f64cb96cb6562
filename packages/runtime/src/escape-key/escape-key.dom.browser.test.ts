import { afterEach, describe, expect, it } from 'vitest';
import { documentHasUnsentInput, escapeKeyContext } from './escape-key.dom';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Puts `markup` in the page and answers the element marked `data-focus`. */
function focused(markup: string): Element {
  document.body.innerHTML = markup;
  const element = document.querySelector('[data-focus]');
  if (!element) throw new Error('no [data-focus] in the markup');
  return element;
}

const outside = { focusInEditable: false, focusInDialog: false };
const editable = { focusInEditable: true, focusInDialog: false };
const inDialog = { focusInEditable: false, focusInDialog: true };

describe('escapeKeyContext (spec 000 §4 "Escape key")', () => {
  it.each([
    ['<input data-focus>'],
    ['<input type="search" data-focus>'],
    ['<input type="email" data-focus>'],
    ['<input type="number" data-focus>'],
    ['<textarea data-focus></textarea>'],
    ['<select data-focus><option>Un</option></select>'],
    ['<div contenteditable="true" data-focus></div>'],
    ['<div contenteditable><p data-focus>Texte</p></div>'],
  ])('an editable field: %s', (markup) => {
    expect(escapeKeyContext(focused(markup))).toEqual(editable);
  });

  it.each([
    ['<input type="button" data-focus>'],
    ['<input type="checkbox" data-focus>'],
    ['<input type="radio" data-focus>'],
    ['<input type="submit" data-focus>'],
    ['<input type="reset" data-focus>'],
    ['<button type="button" data-focus>Envoyer</button>'],
    ['<a href="/galerie" data-focus>Galerie</a>'],
    ['<div contenteditable="false" data-focus></div>'],
    ['<main tabindex="-1" data-focus></main>'],
  ])('not an editable field: %s', (markup) => {
    expect(escapeKeyContext(focused(markup))).toEqual(outside);
  });

  it.each([
    ['<div role="dialog"><button data-focus>OK</button></div>'],
    ['<div role="alertdialog" data-focus tabindex="-1"></div>'],
    ['<dialog open><button data-focus>OK</button></dialog>'],
    [
      '<section class="vitrine-cookie-banner" tabindex="-1"><button data-focus>OK</button></section>',
    ],
    ['<dialog class="vitrine-lightbox"><button data-focus>Fermer</button></dialog>'],
  ])('in a component with its own Escape: %s', (markup) => {
    expect(escapeKeyContext(focused(markup))).toEqual(inDialog);
  });

  it('a field in a dialog is both', () => {
    expect(escapeKeyContext(focused('<div role="dialog"><input data-focus></div>'))).toEqual({
      focusInEditable: true,
      focusInDialog: true,
    });
  });

  it('a closed <dialog> is not a dialog the focus is in; the body and nothing are outside', () => {
    expect(escapeKeyContext(focused('<dialog><button data-focus>OK</button></dialog>'))).toEqual(
      outside,
    );
    expect(escapeKeyContext(document.body)).toEqual(outside);
    expect(escapeKeyContext(null)).toEqual(outside);
  });
});

describe('documentHasUnsentInput', () => {
  it('finds a form marked data-unsent-input, not one marked "false"', () => {
    document.body.innerHTML = '<form data-unsent-input="false"></form>';
    expect(documentHasUnsentInput(document)).toBe(false);
    document.body.innerHTML = '<form data-unsent-input></form>';
    expect(documentHasUnsentInput(document)).toBe(true);
    document.body.innerHTML = '<form data-unsent-input="true"></form>';
    expect(documentHasUnsentInput(document)).toBe(true);
  });
});
