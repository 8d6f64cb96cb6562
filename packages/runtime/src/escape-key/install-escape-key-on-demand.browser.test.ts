import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { EscapeKeyOptions } from './install-escape-key';
import { installEscapeKeyOnDemand } from './install-escape-key-on-demand';

let uninstall: (() => void) | undefined;

function install(overrides: Partial<EscapeKeyOptions> = {}) {
  const options = {
    isAnyOverlayOpen: () => false,
    closeNewestOverlay: () => false,
    isSignedIn: () => true,
    useEscapeKeyToLogin: () => false,
    goToConfig: vi.fn(),
    goToLogin: vi.fn(),
    logout: vi.fn(),
    hasUnsentInput: () => false,
    ...overrides,
  };
  uninstall = installEscapeKeyOnDemand(options);
  return options;
}

afterEach(() => {
  uninstall?.();
  uninstall = undefined;
  for (const element of document.querySelectorAll('[data-test-markup]')) element.remove();
});

describe('installEscapeKeyOnDemand (spec 000 §4 "Escape key")', () => {
  it('handles the Escape that loads its code, then every later one', async () => {
    const options = install();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(options.goToConfig).toHaveBeenCalledTimes(1));
    await userEvent.keyboard('{Shift>}{Escape}{/Shift}');
    expect(options.logout).toHaveBeenCalledTimes(1);
  });

  it('a first Escape a component handled (defaultPrevented) still goes nowhere', async () => {
    const options = install();
    const button = document.createElement('button');
    button.setAttribute('data-test-markup', '');
    button.textContent = 'Menu';
    button.addEventListener('keydown', (event) => event.preventDefault());
    document.body.append(button);
    button.focus();
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(options.goToConfig).not.toHaveBeenCalled();
    // Loaded all the same: the next Escape, from the page, goes on.
    button.blur();
    await userEvent.keyboard('{Escape}');
    expect(options.goToConfig).toHaveBeenCalledTimes(1);
  });

  it('a first Escape in a textarea goes nowhere', async () => {
    const options = install();
    const textarea = document.createElement('textarea');
    textarea.setAttribute('data-test-markup', '');
    textarea.setAttribute('aria-label', 'Message');
    document.body.append(textarea);
    textarea.focus();
    await userEvent.keyboard('Bonjour{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(options.goToConfig).not.toHaveBeenCalled();
    expect(textarea.value).toBe('Bonjour');
    textarea.blur();
    await userEvent.keyboard('{Escape}');
    expect(options.goToConfig).toHaveBeenCalledTimes(1);
  });

  it('an Escape pressed in the cookie banner while the code loads goes nowhere, even once the banner is gone', async () => {
    const options = install();
    const banner = document.createElement('section');
    banner.setAttribute('data-test-markup', '');
    banner.className = 'vitrine-cookie-banner';
    banner.tabIndex = -1;
    document.body.append(banner);
    banner.focus();
    banner.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    // The visitor answers the banner before the code is there: it closes, the focus falls back.
    banner.remove();
    expect(document.activeElement).toBe(document.body);
    // The code is loaded and the first Escape handled by the time this one is: only this one,
    // pressed from the page, goes to the configuration area.
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(options.goToConfig).toHaveBeenCalled());
    expect(options.goToConfig).toHaveBeenCalledTimes(1);
  });
});
