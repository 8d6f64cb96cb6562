'use client';
import { type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { type DialogPhase, nextDialogPhase } from './dialog-state';

/**
 * Provides the dialog's phase from its `open` prop: `open` shows it at once, closing starts the
 * hide (`closing`) that `hidden()` ends. The ref holds the phase of the last commit, for event
 * handlers.
 */
export function useDialogPhase(
  open: boolean,
): [phase: DialogPhase, hidden: () => void, phaseRef: RefObject<DialogPhase>] {
  const [phase, setPhase] = useState<DialogPhase>(open ? 'open' : 'closed');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    setPhase((current) => nextDialogPhase(current, { type: open ? 'show' : 'hide' }));
  }
  const phaseRef = useRef(phase);
  useLayoutEffect(() => {
    phaseRef.current = phase;
  });
  const hidden = () => setPhase((current) => nextDialogPhase(current, { type: 'hidden' }));
  return [phase, hidden, phaseRef];
}
