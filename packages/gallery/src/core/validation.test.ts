import { describe, expect, it } from 'vitest';
import { fadeTransition } from '../transitions/fade';
import { swipeTransition } from '../transitions/swipe';
import { isGalleryTransition } from './gallery-transition';
import {
  checkColumnWidth,
  checkSnapPoint,
  checkStripAlignment,
  checkSwipeBoundaries,
  requireTransition,
  resolveTransition,
} from './validation';

describe('validation (spec 001 §5)', () => {
  it('column width must be a positive number; a string is parsed as an integer', () => {
    expect(checkColumnWidth(300, 250)).toEqual({ ok: true, value: 300 });
    expect(checkColumnWidth('320px', 250)).toEqual({ ok: true, value: 320 });
    expect(checkColumnWidth('12.7', 250)).toEqual({ ok: true, value: 12 });
    expect(checkColumnWidth(0, 250)).toMatchObject({ ok: false, value: 250 });
    expect(checkColumnWidth(-5, 250)).toMatchObject({ ok: false, value: 250 });
    expect(checkColumnWidth('large', 250)).toMatchObject({ ok: false, value: 250 });
    expect(checkColumnWidth(null, 250)).toMatchObject({ ok: false, value: 250 });
  });

  it('names any refused value in its error without throwing (a BigInt, a cycle)', () => {
    expect(checkColumnWidth(250n, 250)).toEqual({
      ok: false,
      value: 250,
      error: 'Gallery column width must be a positive number, got 250n.',
    });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(checkColumnWidth(cycle, 250)).toMatchObject({ ok: false, value: 250 });
    expect(checkStripAlignment(1n)).toMatchObject({ ok: false, value: 'middle' });
    expect(checkSwipeBoundaries(cycle)).toMatchObject({ ok: false });
    expect(checkSnapPoint(5n)).toMatchObject({ ok: false });
  });

  it('strip alignment must be start, middle or end (middle by default)', () => {
    expect(checkStripAlignment('start')).toEqual({ ok: true, value: 'start' });
    expect(checkStripAlignment('end')).toEqual({ ok: true, value: 'end' });
    expect(checkStripAlignment(undefined)).toEqual({ ok: true, value: 'middle' });
    expect(checkStripAlignment('center')).toMatchObject({ ok: false, value: 'middle' });
  });

  it('swipe boundaries must each be none, hard or inertial', () => {
    expect(checkSwipeBoundaries('inertial')).toEqual({ ok: true, value: ['inertial', 'inertial'] });
    expect(checkSwipeBoundaries(['none', 'hard'])).toEqual({ ok: true, value: ['none', 'hard'] });
    expect(checkSwipeBoundaries(['none', 'soft'])).toMatchObject({
      ok: false,
      value: ['hard', 'hard'],
    });
    expect(checkSwipeBoundaries('bouncy')).toMatchObject({ ok: false });
  });

  it('snap points must be a percentage or none', () => {
    expect(checkSnapPoint('none')).toEqual({ ok: true, value: 'none' });
    expect(checkSnapPoint('25%')).toEqual({ ok: true, value: 25 });
    expect(checkSnapPoint(50)).toEqual({ ok: true, value: 50 });
    expect(checkSnapPoint('150%')).toMatchObject({ ok: false, value: 'none' });
    expect(checkSnapPoint('left')).toMatchObject({ ok: false, value: 'none' });
  });

  it('an unknown transition throws "Could not find transition named ..." (spec 001 §8)', () => {
    expect(resolveTransition()).toBe('fade');
    for (const name of ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe']) {
      expect(resolveTransition(name)).toBe(name);
    }
    expect(() => resolveTransition('wipe')).toThrow('Could not find transition named wipe');
  });

  it('a slideshow takes a transition definition; anything else throws (spec 001 §4, §8)', () => {
    expect(requireTransition(fadeTransition)).toBe(fadeTransition);
    expect(requireTransition(swipeTransition)).toBe(swipeTransition);
    const wipe = { name: 'wipe', plan: fadeTransition.plan };
    expect(isGalleryTransition(wipe)).toBe(false);
    expect(isGalleryTransition({ name: 'fade' })).toBe(false);
    expect(() => requireTransition(wipe)).toThrow('Could not find transition named wipe');
    expect(() => requireTransition('wipe')).toThrow('Could not find transition named wipe');
    expect(() => requireTransition(null)).toThrow('Could not find transition named null');
    // A name is not a definition, even a known one.
    expect(() => requireTransition('swipe')).toThrow('Could not find transition named swipe');
  });
});
