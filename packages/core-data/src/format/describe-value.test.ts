import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNS } from '../testing/property-harness';
import { DESCRIBE_VALUE_MAX_LENGTH, describeValue } from './describe-value';

describe('describeValue', () => {
  it('writes JSON values as JSON', () => {
    expect(describeValue('gauche')).toBe('"gauche"');
    expect(describeValue(42)).toBe('42');
    expect(describeValue(null)).toBe('null');
    expect(describeValue({ a: [1, 'b'] })).toBe('{"a":[1,"b"]}');
  });

  it('names what JSON cannot write, without throwing', () => {
    expect(describeValue(undefined)).toBe('undefined');
    expect(describeValue(12n)).toBe('12n');
    expect(describeValue({ width: 250n })).toBe('{"width":"250n"}');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(describeValue(cycle)).toBe('[object Object]');
    expect(
      describeValue({
        toJSON: () => {
          throw new Error('non');
        },
      }),
    ).toBe('[object Object]');
    expect(describeValue(Symbol('s'))).toBe('Symbol(s)');
  });

  it('cuts long text with an ellipsis', () => {
    const described = describeValue('x'.repeat(10_000));
    expect(described).toHaveLength(DESCRIBE_VALUE_MAX_LENGTH);
    expect(described.endsWith('…')).toBe(true);
  });

  it('never throws and stays short, whatever the value (property, 10 000 runs)', () => {
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withNullPrototype: true, withMap: true }),
        (value) => {
          const described = describeValue(value);
          return typeof described === 'string' && described.length <= DESCRIBE_VALUE_MAX_LENGTH;
        },
      ),
      RUNS,
    );
  });
});
