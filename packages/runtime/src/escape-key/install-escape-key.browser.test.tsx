import { closeNewestOverlay, isAnyOverlayOpen, registerOverlay } from '@vitrine/ui/overlay-stack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PopupOverlay } from '../popup-overlay/popup-overlay';
import { type EscapeKeyOptions, installEscapeKey } from './install-escape-key';

let uninstall: (() => void) | undefined;

function install(overrides: Partial<EscapeKeyOptions> = {}) {
  const options = {
    isAnyOverlayOpen,
    closeNewestOverlay,
    isSignedIn: () => false,
    useEscapeKeyToLogin: () => false,
    goToConfig: vi.fn(),
    goToLogin: vi.fn(),
    logout: vi.fn(),
    ...overrides,
  };
  uninstall = installEscapeKey(options);
  return options;
}

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  for (const element of document.querySelectorAll('[data-test-markup]')) element.remove();
});

/** Puts `markup` in the page (removed after the test) and answers its root. */
function addMarkup(markup: string): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-test-markup', '');
  root.innerHTML = markup;
  document.body.append(root);
  return root;
}

describe('Escape key in the page (spec 000 §4 "Escape key")', () => {
  it('1. closes the newest open overlay only, and goes nowhere', async () => {
    const options = install({ isSignedIn: () => true });
    const older = vi.fn();
    const newer = vi.fn();
    const first = registerOverlay({ close: older });
    const second = registerOverlay({
      close: () => {
        newer();
        second.unregister();
      },
    });
    await userEvent.keyboard('{Escape}');
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).not.toHaveBeenCalled();
    expect(options.goToConfig).not.toHaveBeenCalled();
    first.unregister();
  });

  it('2. sends a signed-in user to the configuration area', async () => {
    const options = install({ isSignedIn: () => true });
    await userEvent.keyboard('{Escape}');
    expect(options.goToConfig).toHaveBeenCalledTimes(1);
  });

  it('3. sends an anonymous visitor to the login flow only with useEscapeKeyToLogin', async () => {
    const off = install();
    await userEvent.keyboard('{Escape}');
    expect(off.goToLogin).not.toHaveBeenCalled();
    uninstall?.();
    const on = install({ useEscapeKeyToLogin: () => true });
    await userEvent.keyboard('{Escape}');
    expect(on.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('4. Shift+Esc logs out', async () => {
    const options = install({ isSignedIn: () => true });
    await userEvent.keyboard('{Shift>}{Escape}{/Shift}');
    expect(options.logout).toHaveBeenCalledTimes(1);
    expect(options.goToConfig).not.toHaveBeenCalled();
  });

  it('skips an Escape a component already handled (defaultPrevented)', async () => {
    const options = install({ isSignedIn: () => true });
    const input = document.createElement('input');
    input.addEventListener('keydown', (event) => event.preventDefault());
    document.body.append(input);
    input.focus();
    await userEvent.keyboard('{Escape}');
    expect(options.goToConfig).not.toHaveBeenCalled();
    input.remove();
  });

  it('with the popup overlay open, Escape closes it and nothing else happens; the next Escape goes on', async () => {
    const options = install({ isSignedIn: () => true });
    const storage = new Map<string, string>();
    const screen = await render(
      <PopupOverlay
        label="Offre"
        settings={{ style: 'full', version: 1 }}
        pageType={2}
        isMobile={false}
        storage={{
          getItem: (key) => storage.get(key) ?? null,
          setItem: (key, value) => void storage.set(key, value),
        }}
      >
        <p>Offre</p>
      </PopupOverlay>,
    );
    await expect.element(screen.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect
      .element(screen.getByRole('dialog', { includeHidden: true }))
      .toHaveAttribute('data-state', 'closed');
    expect(options.goToConfig).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(options.goToConfig).toHaveBeenCalledTimes(1);
  });

  it('with the focus in a textarea, Escape leaves nothing: no configuration area, no login', async () => {
    const options = install({ isSignedIn: () => true, useEscapeKeyToLogin: () => true });
    const root = addMarkup(
      '<main><form><label>Message <textarea name="message"></textarea></label></form></main>',
    );
    const textarea = root.querySelector('textarea') as HTMLTextAreaElement;
    await userEvent.click(textarea);
    await userEvent.keyboard('Bonjour{Escape}{Shift>}{Escape}{/Shift}');
    expect(options.goToConfig).not.toHaveBeenCalled();
    expect(options.logout).not.toHaveBeenCalled();
    expect(textarea.value).toBe('Bonjour');
    expect(document.activeElement).toBe(textarea);
  });

  it('with the focus in a search box or a select, Escape leaves nothing', async () => {
    const options = install({ useEscapeKeyToLogin: () => true });
    const root = addMarkup(
      '<input type="search" aria-label="Rechercher"><select aria-label="Tri"><option>Prix</option></select>',
    );
    (root.querySelector('input') as HTMLInputElement).focus();
    await userEvent.keyboard('{Escape}');
    (root.querySelector('select') as HTMLSelectElement).focus();
    await userEvent.keyboard('{Escape}');
    expect(options.goToLogin).not.toHaveBeenCalled();
  });

  it('with the focus in a dialog off the overlay stack, or in the cookie banner, Escape leaves nothing', async () => {
    const options = install({ isSignedIn: () => true });
    const root = addMarkup(
      '<div role="dialog" aria-label="Aide"><button type="button">OK</button></div>' +
        '<section class="vitrine-cookie-banner" aria-label="Cookies" tabindex="-1"></section>',
    );
    (root.querySelector('[role="dialog"] button') as HTMLButtonElement).focus();
    await userEvent.keyboard('{Escape}');
    (root.querySelector('.vitrine-cookie-banner') as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    expect(options.goToConfig).not.toHaveBeenCalled();
  });

  it('with a form holding unsent input, asks first: cancel keeps the page, confirm leaves', async () => {
    const options = install({ isSignedIn: () => true });
    const before = window.location.href;
    addMarkup(
      '<main><form data-unsent-input><textarea aria-label="Message"></textarea></form></main>',
    );
    (document.activeElement as HTMLElement | null)?.blur();

    await userEvent.keyboard('{Escape}');
    const question = page.getByRole('alertdialog', { name: 'Quitter la page\u202f?' });
    await expect.element(question).toBeVisible();
    expect(question.element().querySelector('.vitrine-dialog__message')?.textContent).toBe(
      'Le texte que vous avez saisi est gardé dans ce navigateur\u00a0: vous le retrouverez en revenant sur cette page.',
    );
    await page.getByRole('button', { name: 'Rester sur la page' }).click();
    await expect.element(question).not.toBeInTheDocument();
    expect(options.goToConfig).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
    // The focus came back to the page's main landmark, not to the body.
    await expect.poll(() => document.activeElement?.localName).toBe('main');

    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Quitter la page' }).click();
    await vi.waitFor(() => expect(options.goToConfig).toHaveBeenCalledTimes(1));
    await expect.element(question).not.toBeInTheDocument();
  });

  it('Escape on the question answers it (cancel) and asks nothing more', async () => {
    const options = install({ useEscapeKeyToLogin: () => true });
    addMarkup('<form data-unsent-input="true"></form>');
    await userEvent.keyboard('{Escape}');
    const question = page.getByRole('alertdialog', { name: 'Quitter la page\u202f?' });
    await expect.element(question).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(question).not.toBeInTheDocument();
    expect(options.goToLogin).not.toHaveBeenCalled();
  });

  it('takes the unsent-input check and the question as options (template teams)', async () => {
    let answer = false;
    const confirmLeave = vi.fn(async () => answer);
    const options = install({
      isSignedIn: () => true,
      hasUnsentInput: () => true,
      confirmLeave,
    });
    await userEvent.keyboard('{Shift>}{Escape}{/Shift}');
    await vi.waitFor(() => expect(confirmLeave).toHaveBeenCalledTimes(1));
    expect(options.logout).not.toHaveBeenCalled();
    answer = true;
    await userEvent.keyboard('{Shift>}{Escape}{/Shift}');
    await vi.waitFor(() => expect(options.logout).toHaveBeenCalledTimes(1));
  });

  it('a form marked data-unsent-input="false" asks nothing', async () => {
    const confirmLeave = vi.fn(async () => false);
    const options = install({ isSignedIn: () => true, confirmLeave });
    addMarkup('<form data-unsent-input="false"></form>');
    await userEvent.keyboard('{Escape}');
    expect(confirmLeave).not.toHaveBeenCalled();
    expect(options.goToConfig).toHaveBeenCalledTimes(1);
  });
});
