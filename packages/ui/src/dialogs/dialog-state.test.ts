import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIRM_DIALOG_PADDING_PX,
  CONFIRM_DIALOG_WIDTH_PX,
  CONFIRM_STYLES,
  DIALOG_HIDE_FALLBACK_MS,
  dialogButtons,
  INFO_DIALOG_AUTO_HIDE_MS,
  nextDialogPhase,
  resolveConfirmStyle,
} from './dialog-state';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dialog constants (spec 001 §9)', () => {
  it('confirmation: width 350, padding 20, hide fallback 600 ms; information dialog 2000 ms', () => {
    expect(CONFIRM_DIALOG_WIDTH_PX).toBe(350);
    expect(CONFIRM_DIALOG_PADDING_PX).toBe(20);
    expect(DIALOG_HIDE_FALLBACK_MS).toBe(600);
    expect(INFO_DIALOG_AUTO_HIDE_MS).toBe(2000);
  });
});

describe('confirmation dialog styles (spec 001 §4)', () => {
  it('are the four styles of the spec', () => {
    expect(CONFIRM_STYLES).toEqual([
      'confirm-or-reject',
      'confirm-or-cancel',
      'confirm-only',
      'no-buttons',
    ]);
  });

  it('offer their buttons, the safe answer first', () => {
    expect(dialogButtons('confirm-or-reject')).toEqual(['reject', 'confirm']);
    expect(dialogButtons('confirm-or-cancel')).toEqual(['cancel', 'confirm']);
    expect(dialogButtons('confirm-only')).toEqual(['confirm']);
    expect(dialogButtons('no-buttons')).toEqual([]);
  });

  it('accept each known style, and default to confirm-or-cancel', () => {
    for (const style of CONFIRM_STYLES) expect(resolveConfirmStyle(style)).toBe(style);
    expect(resolveConfirmStyle(undefined)).toBe('confirm-or-cancel');
  });

  it('warn about an unknown style from block JSON and use the default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveConfirmStyle('yes-or-no')).toBe('confirm-or-cancel');
    expect(resolveConfirmStyle(42)).toBe('confirm-or-cancel');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('"yes-or-no"');
  });
});

describe('nextDialogPhase', () => {
  it('shows, hides, then is hidden once the hide animation is over', () => {
    let phase = nextDialogPhase('closed', { type: 'show' });
    expect(phase).toBe('open');
    phase = nextDialogPhase(phase, { type: 'hide' });
    expect(phase).toBe('closing');
    phase = nextDialogPhase(phase, { type: 'hidden' });
    expect(phase).toBe('closed');
  });

  it('shows again while hiding', () => {
    expect(nextDialogPhase('closing', { type: 'show' })).toBe('open');
  });

  it('ignores a hide when not open, and a hidden when not hiding', () => {
    expect(nextDialogPhase('closed', { type: 'hide' })).toBe('closed');
    expect(nextDialogPhase('closing', { type: 'hide' })).toBe('closing');
    expect(nextDialogPhase('open', { type: 'hidden' })).toBe('open');
    expect(nextDialogPhase('closed', { type: 'hidden' })).toBe('closed');
  });
});
