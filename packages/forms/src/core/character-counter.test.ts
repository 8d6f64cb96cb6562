import { describe, expect, it } from 'vitest';
import { countCharacters, parseMaxLength } from './character-counter';

describe('character counter (spec 000 §4 "Character counter")', () => {
  it('counts n of max', () => {
    expect(countCharacters('Bonjour', 200)).toEqual({ count: 7, max: 200, over: false });
  });

  it('is not over at exactly the max', () => {
    expect(countCharacters('abcde', 5)).toEqual({ count: 5, max: 5, over: false });
  });

  it('turns to its error state when the text exceeds the max', () => {
    expect(countCharacters('abcdef', 5)).toEqual({ count: 6, max: 5, over: true });
  });

  it('reads a numeric max-length text, as a data attribute holds it', () => {
    expect(countCharacters('abc', '10')).toEqual({ count: 3, max: 10, over: false });
    expect(countCharacters('abc', ' 2 ')).toEqual({ count: 3, max: 2, over: true });
  });

  it.each([
    [0],
    ['0'],
    ['abc'],
    [''],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [-5],
    [null],
    [undefined],
    [{}],
  ])('is ignored when the max is 0 or not numeric: %s', (max) => {
    expect(countCharacters('abc', max)).toBeNull();
    expect(parseMaxLength(max)).toBeNull();
  });

  it('rounds a fractional max down', () => {
    expect(parseMaxLength(10.9)).toBe(10);
  });

  it('counts UTF-16 code units, as the HTML maxlength attribute does', () => {
    expect(countCharacters('é😀', 10)?.count).toBe(3);
  });
});
