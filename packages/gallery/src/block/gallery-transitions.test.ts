import { describe, expect, it } from 'vitest';
import { fadeTransition } from '../transitions/fade';
import { kenBurnsTransition } from '../transitions/ken-burns';
import { GALLERY_TRANSITIONS, transitionNamed } from './gallery-transitions';

describe('the block takes its transition by name (spec 001 §4, §8)', () => {
  it('maps each of the five names to the definition of that name', () => {
    expect(Object.keys(GALLERY_TRANSITIONS)).toEqual([
      'fade',
      'ken-burns',
      'new-swipe',
      'scroll',
      'swipe',
    ]);
    for (const [name, transition] of Object.entries(GALLERY_TRANSITIONS)) {
      expect(transition.name).toBe(name);
      expect(transitionNamed(name)).toBe(transition);
    }
    expect(transitionNamed('ken-burns')).toBe(kenBurnsTransition);
  });

  it('is fade without a name, and throws on an unknown one', () => {
    expect(transitionNamed()).toBe(fadeTransition);
    expect(transitionNamed(undefined)).toBe(fadeTransition);
    expect(() => transitionNamed('wipe')).toThrow('Could not find transition named wipe');
    expect(() => transitionNamed('toString')).toThrow('Could not find transition named toString');
  });
});
