import { closeNewestOverlay, isAnyOverlayOpen, registerOverlay } from '@vitrine/ui/overlay-stack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
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
});

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
});
