import { describe, expect, it } from 'vitest';
import { AnchorPosition } from './anchor-position';

describe('AnchorPosition (spec 001 §3, nine positions)', () => {
  const vertical = ['top', 'center', 'bottom'];
  const horizontal = ['left', 'center', 'right'];
  const positions = vertical.flatMap((v) => horizontal.map((h) => `${v}-${h}`));

  it('holds top, center, bottom by left, center, right', () => {
    expect(AnchorPosition.values).toEqual(positions);
    expect(AnchorPosition.values).toHaveLength(9);
  });

  it.each(positions)('%s has the SCREAMING_SNAKE key of its name', (position) => {
    expect(AnchorPosition.keyOf(position)).toBe(position.toUpperCase().replace('-', '_'));
  });
});
