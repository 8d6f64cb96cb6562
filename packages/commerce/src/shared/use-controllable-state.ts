'use client';
import { useCallback, useRef, useState } from 'react';

export interface ControllableStateOptions<T> {
  /** The controlled value; when defined, the component follows it. */
  readonly value: T | undefined;
  /** The initial value when uncontrolled. */
  readonly defaultValue: T;
  /** Called with each new value, controlled or not. */
  readonly onChange?: ((value: T) => void) | undefined;
}

/**
 * Provides one state for controlled (`value` + `onChange`) and uncontrolled (`defaultValue`)
 * use, as Radix's `useControllableState` does.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (next: T) => void] {
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
