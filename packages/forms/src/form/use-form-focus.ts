'use client';
import { type RefObject, useEffect, useRef } from 'react';
import type { FormSnapshot } from '../core/form-controller';
import { focusAfterFailure } from './post-submit.dom';

/**
 * Where the focus goes, and what the focus starts: a failure of this page's life moves focus to
 * it (one the server rendered, an HTML post's errors, leaves the focus where the visitor is); the
 * submission code loads with the visitor's first interaction, and a block hydrated by that
 * interaction (the focus already inside) starts it at once.
 */
export function useFormFocus(
  snapshot: FormSnapshot,
  formRef: RefObject<HTMLFormElement | null>,
  prepareSubmission: () => void,
): void {
  const { status, errors } = snapshot;
  const serverErrors = useRef(errors);
  useEffect(() => {
    if (status === 'failure' && errors !== serverErrors.current) focusAfterFailure(formRef.current);
  }, [status, errors, formRef]);
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) prepareSubmission();
  }, [prepareSubmission, formRef]);
}
