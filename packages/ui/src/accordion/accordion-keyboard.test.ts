import { describe, expect, it } from 'vitest';
import { accordionHeaderKeyTarget } from './accordion-keyboard';

describe('accordionHeaderKeyTarget', () => {
  it('moves down and up between headers, wrapping around', () => {
    expect(accordionHeaderKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(accordionHeaderKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(accordionHeaderKeyTarget('ArrowUp', 0, 3)).toBe(2);
    expect(accordionHeaderKeyTarget('ArrowUp', 2, 3)).toBe(1);
  });

  it('goes to the first and last headers with Home and End', () => {
    expect(accordionHeaderKeyTarget('Home', 2, 3)).toBe(0);
    expect(accordionHeaderKeyTarget('End', 0, 3)).toBe(2);
  });

  it('leaves Enter, Space and other keys to the button', () => {
    expect(accordionHeaderKeyTarget('Enter', 0, 3)).toBeUndefined();
    expect(accordionHeaderKeyTarget(' ', 0, 3)).toBeUndefined();
    expect(accordionHeaderKeyTarget('ArrowLeft', 0, 3)).toBeUndefined();
  });

  it('has nowhere to go without headers', () => {
    expect(accordionHeaderKeyTarget('ArrowDown', 0, 0)).toBeUndefined();
  });
});
