import { describe, expect, it } from 'vitest';
import { tabsKeyAction } from './tabs-keyboard';

describe('tabsKeyAction (spec 001 §4, menu block)', () => {
  it('moves focus right and left, wrapping around', () => {
    expect(tabsKeyAction('ArrowRight', 0, 3)).toEqual({ type: 'focus', index: 1 });
    expect(tabsKeyAction('ArrowRight', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(tabsKeyAction('ArrowLeft', 0, 3)).toEqual({ type: 'focus', index: 2 });
    expect(tabsKeyAction('ArrowLeft', 1, 3)).toEqual({ type: 'focus', index: 0 });
  });

  it('moves focus to the first and last tabs with Home and End', () => {
    expect(tabsKeyAction('Home', 2, 3)).toEqual({ type: 'focus', index: 0 });
    expect(tabsKeyAction('End', 0, 3)).toEqual({ type: 'focus', index: 2 });
  });

  it('selects the focused tab with Enter or Space (manual activation)', () => {
    expect(tabsKeyAction('Enter', 1, 3)).toEqual({ type: 'select', index: 1 });
    expect(tabsKeyAction(' ', 2, 3)).toEqual({ type: 'select', index: 2 });
  });

  it('wraps onto itself with a single tab', () => {
    expect(tabsKeyAction('ArrowRight', 0, 1)).toEqual({ type: 'focus', index: 0 });
  });

  it('leaves other keys and impossible positions to the browser', () => {
    expect(tabsKeyAction('ArrowDown', 0, 3)).toBeUndefined();
    expect(tabsKeyAction('Tab', 0, 3)).toBeUndefined();
    expect(tabsKeyAction('ArrowRight', 0, 0)).toBeUndefined();
    expect(tabsKeyAction('ArrowRight', 3, 3)).toBeUndefined();
  });
});
