import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEnum, type EnumValueOf } from './define-enum';

describe('defineEnum', () => {
  const Colour = defineEnum({ RED: 1, DARK_BLUE: 'dark-blue', ZERO: 0 });

  it('keeps each member with its literal type', () => {
    expect(Colour.RED).toBe(1);
    expect(Colour.DARK_BLUE).toBe('dark-blue');
    expectTypeOf(Colour.RED).toEqualTypeOf<1>();
    expectTypeOf(Colour.DARK_BLUE).toEqualTypeOf<'dark-blue'>();
    expectTypeOf<EnumValueOf<typeof Colour>>().toEqualTypeOf<1 | 'dark-blue' | 0>();
  });

  it('lists the values in declaration order, frozen', () => {
    expect(Colour.values).toEqual([1, 'dark-blue', 0]);
    expect(Object.isFrozen(Colour.values)).toBe(true);
  });

  it('looks a key up from its value, strictly', () => {
    expect(Colour.keyOf(1)).toBe('RED');
    expect(Colour.keyOf('dark-blue')).toBe('DARK_BLUE');
    expect(Colour.keyOf(0)).toBe('ZERO');
    expect(Colour.keyOf('1')).toBeUndefined();
    expect(Colour.keyOf(2)).toBeUndefined();
    expect(Colour.keyOf(null)).toBeUndefined();
    expect(Colour.keyOf('RED')).toBeUndefined();
    expect(Colour.keyOf('values')).toBeUndefined();
    expectTypeOf(Colour.keyOf(1)).toEqualTypeOf<'RED'>();
    expectTypeOf(Colour.keyOf(7 as number)).toEqualTypeOf<
      'RED' | 'DARK_BLUE' | 'ZERO' | undefined
    >();
  });

  it('narrows with is', () => {
    expect(Colour.is(1)).toBe(true);
    expect(Colour.is('dark-blue')).toBe(true);
    expect(Colour.is('1')).toBe(false);
    expect(Colour.is(undefined)).toBe(false);
    expect(Colour.is(Number.NaN)).toBe(false);
    const input: unknown = 'dark-blue';
    if (Colour.is(input)) expectTypeOf(input).toEqualTypeOf<1 | 'dark-blue' | 0>();
  });

  it('is frozen and shows only its members to enumeration and JSON', () => {
    expect(Object.isFrozen(Colour)).toBe(true);
    expect(Object.keys(Colour)).toEqual(['RED', 'DARK_BLUE', 'ZERO']);
    expect(JSON.stringify(Colour)).toBe('{"RED":1,"DARK_BLUE":"dark-blue","ZERO":0}');
    expect(() => {
      (Colour as { RED: number }).RED = 2;
    }).toThrow(TypeError);
  });

  it('does not keep a reference to the members object', () => {
    const members = { ONE: 1 };
    const One = defineEnum(members);
    members.ONE = 2;
    expect(One.ONE).toBe(1);
  });

  it('throws on two keys for one value (programming mistake)', () => {
    expect(() => defineEnum({ A: 1, B: 1 })).toThrow('the value 1 is held by both "A" and "B"');
  });

  it('throws on a key that is not SCREAMING_SNAKE', () => {
    expect(() => defineEnum({ lower: 1 })).toThrow('"lower"');
    expect(() => defineEnum({ 'KEBAB-CASE': 1 })).toThrow('"KEBAB-CASE"');
    expect(() => defineEnum({ _LEADING: 1 })).toThrow('"_LEADING"');
    expect(() => defineEnum({ values: 1 })).toThrow('"values"');
  });
});
