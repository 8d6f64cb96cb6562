import { describe, expect, it } from 'vitest';
import {
  createFocusContainer,
  type FocusContainerOptions,
  nextFocusIndex,
} from './create-focus-container';

describe('createFocusContainer (spec 001 §5)', () => {
  it('needs one of container or predicate (TypeError)', () => {
    expect(() => createFocusContainer({} as FocusContainerOptions)).toThrow(TypeError);
    expect(() => createFocusContainer(undefined as unknown as FocusContainerOptions)).toThrow(
      TypeError,
    );
  });

  it('refuses both container and predicate (TypeError)', () => {
    const both = { container: {}, predicate: () => true } as unknown as FocusContainerOptions;
    expect(() => createFocusContainer(both)).toThrow(
      'createFocusContainer needs exactly one of container or predicate',
    );
  });

  it('refuses a predicate that is not a function or a container that is not an element', () => {
    expect(() =>
      createFocusContainer({ predicate: 'x' } as unknown as FocusContainerOptions),
    ).toThrow(TypeError);
    expect(() =>
      createFocusContainer({ container: {} } as unknown as FocusContainerOptions),
    ).toThrow(TypeError);
  });
});

describe('nextFocusIndex', () => {
  it('moves forwards and backwards, wrapping around', () => {
    expect(nextFocusIndex(0, 3, false)).toBe(1);
    expect(nextFocusIndex(2, 3, false)).toBe(0);
    expect(nextFocusIndex(0, 3, true)).toBe(2);
  });

  it('enters at the first or last element from outside', () => {
    expect(nextFocusIndex(-1, 3, false)).toBe(0);
    expect(nextFocusIndex(-1, 3, true)).toBe(2);
  });

  it('has nowhere to go without tabbable elements', () => {
    expect(nextFocusIndex(-1, 0, false)).toBe(-1);
  });
});
