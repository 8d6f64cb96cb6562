import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_STEP, IMAGE_STEPS, resolveImageStep } from './image-steps';

describe('resolveImageStep', () => {
  it('knows the seven size steps of spec 001 §9', () => {
    expect(IMAGE_STEPS).toEqual([2500, 1500, 1000, 750, 500, 300, 100]);
  });

  it.each([2500, 1500, 1000, 750, 500, 300, 100])('serves the step %i as asked (`%iw`)', (step) => {
    expect(resolveImageStep(`${step}w`)).toEqual({ step, source: 'exact' });
  });

  it.each([
    ['800w', 1000],
    ['751w', 1000],
    ['1001w', 1500],
    ['101w', 300],
    ['1w', 100],
    ['0w', 100],
    ['2499w', 2500],
    ['749.5w', 750],
  ])('raises %s to the next step, %i', (format, step) => {
    expect(resolveImageStep(format)).toEqual({ step, source: 'rounded' });
  });

  it('lowers a width above every step to the widest, 2500', () => {
    expect(resolveImageStep('3000w')).toEqual({ step: 2500, source: 'rounded' });
    expect(resolveImageStep('9999999w')).toEqual({ step: 2500, source: 'rounded' });
  });

  it('reads a bare number and a capital W', () => {
    expect(resolveImageStep('750')).toEqual({ step: 750, source: 'exact' });
    expect(resolveImageStep('300W')).toEqual({ step: 300, source: 'exact' });
  });

  it.each([
    [undefined],
    [null],
    [''],
    ['original'],
    ['abc'],
    ['-500w'],
    ['750px'],
    ['1e3w'],
    ['750w750w'],
    ['0x2EEw'],
  ])('sends the default step, 1000, for %j', (format) => {
    expect(resolveImageStep(format)).toEqual({ step: DEFAULT_IMAGE_STEP, source: 'default' });
    expect(DEFAULT_IMAGE_STEP).toBe(1000);
  });
});
