'use client';
import { useCallback, useRef, useState } from 'react';

/** Provides one open state for the controlled (`open`) and uncontrolled (`defaultOpen`) forms. */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((open: boolean) => void) | undefined,
): [boolean, (open: boolean) => void] {
  const [own, setOwn] = useState(defaultOpen);
  const controlled = open !== undefined;
  const onChange = useRef(onOpenChange);
  onChange.current = onOpenChange;
  const value = controlled ? open : own;
  const valueRef = useRef(value);
  valueRef.current = value;
  const setValue = useCallback(
    (next: boolean) => {
      if (next === valueRef.current) return;
      if (!controlled) setOwn(next);
      onChange.current?.(next);
    },
    [controlled],
  );
  return [value, setValue];
}
