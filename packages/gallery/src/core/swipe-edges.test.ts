import { describe, expect, it } from 'vitest';
import { edgeStep, snapOffset } from './swipe-edges';
import { checkSnapPoint, checkSwipeBoundaries } from './validation';

describe('swipe boundaries (spec 001 §5)', () => {
  it('steps freely between the edges whatever the boundaries', () => {
    expect(edgeStep(2, 3, 5, ['hard', 'hard'])).toEqual({ index: 3 });
    expect(edgeStep(2, 1, 5, ['inertial', 'none'])).toEqual({ index: 1 });
  });

  it('hard: stays at the edge, no bounce', () => {
    expect(edgeStep(5, 6, 5, ['hard', 'hard'])).toEqual({ index: 5, bounce: undefined });
    expect(edgeStep(0, -1, 5, ['hard', 'hard'])).toEqual({ index: 0, bounce: undefined });
  });

  it('inertial: stays and springs back at that edge', () => {
    expect(edgeStep(5, 6, 5, ['hard', 'inertial'])).toEqual({ index: 5, bounce: 'end' });
    expect(edgeStep(0, -1, 5, ['inertial', 'hard'])).toEqual({ index: 0, bounce: 'start' });
  });

  it('none: no boundary, wraps to the other end', () => {
    expect(edgeStep(5, 6, 5, ['hard', 'none'])).toEqual({ index: 0 });
    expect(edgeStep(0, -1, 5, ['none', 'hard'])).toEqual({ index: 5 });
  });

  it('steps by carousel group: past the last group', () => {
    expect(edgeStep(6, 9, 7, ['inertial', 'inertial'])).toEqual({ index: 6, bounce: 'end' });
    expect(edgeStep(6, 9, 7, ['none', 'none'])).toEqual({ index: 0 });
  });

  it('reads a single value for both ends (default hard)', () => {
    expect(checkSwipeBoundaries('inertial').value).toEqual(['inertial', 'inertial']);
    expect(checkSwipeBoundaries(undefined).value).toEqual(['hard', 'hard']);
  });
});

describe('snap points (spec 001 §5)', () => {
  it.each([
    ['0%', 300, 1000, -300],
    ['25%', 300, 1000, -50],
    [50, 300, 1000, 200],
    ['100%', 0, 800, 800],
  ])('snaps the active slide start at %s of the viewport', (value, start, viewport, offset) => {
    const checked = checkSnapPoint(value);
    expect(checked.ok).toBe(true);
    if (checked.value !== 'none') expect(snapOffset(start, viewport, checked.value)).toBe(offset);
  });

  it('none keeps the alignment', () => {
    expect(checkSnapPoint('none')).toEqual({ ok: true, value: 'none' });
  });
});
