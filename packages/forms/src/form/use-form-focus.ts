'use client';
import { type RefObject, useEffect, useRef } from 'react';
import type { FormSnapshot } from '../core/form-controller';
import { focusAfterFailure } from './post-submit.dom';

/**
 * Where the focus goes, and what the focus starts: a failure of this page's life moves focus to
 * it (one the server rendered, an HTML post's errors, leaves the focus where the visitor is, and
 * so does a message that goes as a field is corrected); the
 * submission code loads with the visitor's first interaction, and a block hydrated by that
 * interaction (the focus already inside) starts it at once.
 */
export function useFormFocus(
  snapshot: FormSnapshot,
  formRef: RefObject<HTMLFormElement | null>,
  prepareSubmission: () => void,
): void {
  // Every failure bumps the captcha resets (spec 000 §4), and nothing else does: a message that
  // goes as the visitor corrects a field, or a solved captcha, moves no focus.
  const failures = snapshot.captchaResets;
  const failuresAtHydration = useRef(failures);
  useEffect(() => {
    if (failures !== failuresAtHydration.current) focusAfterFailure(formRef.current);
  }, [failures, formRef]);
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) prepareSubmission();
  }, [prepareSubmission, formRef]);
}
