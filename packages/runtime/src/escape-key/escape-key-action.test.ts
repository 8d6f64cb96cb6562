import { describe, expect, it } from 'vitest';
import { type EscapeKeyState, escapeKeyAction } from './escape-key-action';

const escapeKey = { key: 'Escape', shiftKey: false, defaultPrevented: false };
const shiftEscape = { ...escapeKey, shiftKey: true };
const anonymous: EscapeKeyState = {
  overlayOpen: false,
  signedIn: false,
  useEscapeKeyToLogin: false,
};
const signedIn: EscapeKeyState = { ...anonymous, signedIn: true };

describe('escapeKeyAction (spec 000 §4 "Escape key")', () => {
  it('1. closes the newest open overlay first, signed in or not, Shift or not', () => {
    expect(escapeKeyAction(escapeKey, { ...signedIn, overlayOpen: true })).toBe('close-overlay');
    expect(escapeKeyAction(escapeKey, { ...anonymous, overlayOpen: true })).toBe('close-overlay');
    expect(escapeKeyAction(shiftEscape, { ...signedIn, overlayOpen: true })).toBe('close-overlay');
  });

  it('2. otherwise sends a signed-in user to the configuration area', () => {
    expect(escapeKeyAction(escapeKey, signedIn)).toBe('go-to-config');
  });

  it('3. otherwise sends an anonymous visitor to the login flow only with useEscapeKeyToLogin', () => {
    expect(escapeKeyAction(escapeKey, anonymous)).toBe('ignore');
    expect(escapeKeyAction(escapeKey, { ...anonymous, useEscapeKeyToLogin: true })).toBe(
      'go-to-login',
    );
  });

  it('4. Shift+Esc logs a signed-in user out; an anonymous visitor has nothing to log out of', () => {
    expect(escapeKeyAction(shiftEscape, signedIn)).toBe('logout');
    expect(escapeKeyAction(shiftEscape, { ...anonymous, useEscapeKeyToLogin: true })).toBe(
      'ignore',
    );
  });

  it('ignores events a component already handled (defaultPrevented)', () => {
    expect(
      escapeKeyAction({ ...escapeKey, defaultPrevented: true }, { ...signedIn, overlayOpen: true }),
    ).toBe('ignore');
  });

  it('never leaves the page (steps 2–4) while the focus is in an editable field', () => {
    const typing = { focusInEditable: true };
    expect(escapeKeyAction(escapeKey, { ...signedIn, ...typing })).toBe('ignore');
    expect(escapeKeyAction(shiftEscape, { ...signedIn, ...typing })).toBe('ignore');
    expect(escapeKeyAction(escapeKey, { ...anonymous, useEscapeKeyToLogin: true, ...typing })).toBe(
      'ignore',
    );
  });

  it('never leaves the page (steps 2–4) while the focus is in a dialog, the cookie banner or the lightbox', () => {
    const inDialog = { focusInDialog: true };
    expect(escapeKeyAction(escapeKey, { ...signedIn, ...inDialog })).toBe('ignore');
    expect(escapeKeyAction(shiftEscape, { ...signedIn, ...inDialog })).toBe('ignore');
    expect(
      escapeKeyAction(escapeKey, { ...anonymous, useEscapeKeyToLogin: true, ...inDialog }),
    ).toBe('ignore');
  });

  it('1 is unchanged: the newest overlay closes even with the focus in a field or a dialog', () => {
    const open = { ...signedIn, overlayOpen: true };
    expect(escapeKeyAction(escapeKey, { ...open, focusInEditable: true })).toBe('close-overlay');
    expect(escapeKeyAction(escapeKey, { ...open, focusInDialog: true })).toBe('close-overlay');
  });

  it('the focus outside fields and dialogs (false, or not given) keeps steps 2–4', () => {
    const outside = { focusInEditable: false, focusInDialog: false };
    expect(escapeKeyAction(escapeKey, { ...signedIn, ...outside })).toBe('go-to-config');
    expect(escapeKeyAction(shiftEscape, { ...signedIn, ...outside })).toBe('logout');
    expect(
      escapeKeyAction(escapeKey, { ...anonymous, useEscapeKeyToLogin: true, ...outside }),
    ).toBe('go-to-login');
  });

  it('ignores other keys, repeats and IME composition; accepts the legacy "Esc" key name', () => {
    expect(escapeKeyAction({ ...escapeKey, key: 'Enter' }, signedIn)).toBe('ignore');
    expect(escapeKeyAction({ ...escapeKey, repeat: true }, signedIn)).toBe('ignore');
    expect(escapeKeyAction({ ...escapeKey, isComposing: true }, signedIn)).toBe('ignore');
    expect(escapeKeyAction({ ...escapeKey, key: 'Esc' }, signedIn)).toBe('go-to-config');
  });
});
