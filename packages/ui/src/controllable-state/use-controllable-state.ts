'use client';
import { useCallback, useRef, useState } from 'react';

/**
 * Provides one state for the controlled (`value` + `onChange`) and uncontrolled (`defaultValue`)
 * forms of a component, as Radix's `useControllableState` does: a defined `value` wins, and
 * `onChange` hears every new value, controlled or not, but not a value equal to the current one.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };
  const set = useCallback((next: T) => {
    const { current: previous, controlled: isControlled, onChange: notify } = latest.current;
    if (Object.is(previous, next)) return;
    if (!isControlled) setInner(next);
    notify?.(next);
  }, []);
  return [current, set];
}
