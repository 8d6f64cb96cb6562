import { describe, expect, it } from 'vitest';
import { ConfirmationDialogStyle } from './dialog-style';

describe('ConfirmationDialogStyle (spec 001 §4 "Dialogs")', () => {
  it('holds confirm-or-reject, confirm-or-cancel, confirm-only and no-buttons', () => {
    expect(Object.entries(ConfirmationDialogStyle)).toEqual([
      ['CONFIRM_OR_REJECT', 'confirm-or-reject'],
      ['CONFIRM_OR_CANCEL', 'confirm-or-cancel'],
      ['CONFIRM_ONLY', 'confirm-only'],
      ['NO_BUTTONS', 'no-buttons'],
    ]);
    expect(ConfirmationDialogStyle.keyOf('no-buttons')).toBe('NO_BUTTONS');
  });
});
