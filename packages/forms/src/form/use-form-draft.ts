'use client';
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import type { FormController } from '../core/form-controller';
import type { FormDefinition } from '../core/form-definition';
import { connectFormDraft } from '../drafts/connect-form-draft';
import { createDraftStore, draftKey } from '../drafts/draft-store';
import { onPageHidden, pagePath, pageSessionStorage, readTypedInputs } from './form-draft.dom';

/**
 * Provides the draft behaviour of a form block, after hydration (the server's HTML and the first
 * render stay as the server rendered them, so nothing mismatches): first takes into the form's
 * state what the visitor typed before hydration, then, when drafts are on, restores the session's draft into the fields
 * still empty, saves as the visitor types and when the page hides, and clears it on success.
 */
export function useFormDraft(
  controller: FormController,
  definition: FormDefinition,
  drafts: boolean,
  formRef: RefObject<HTMLFormElement | null>,
): void {
  // Before anything reads or sends the state (a submit held while the block hydrated is sent
  // right after): what the controls hold is the visitor's, and wins over the server's values.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = readTypedInputs(form, definition.fields, controller.getSnapshot().inputs);
    for (const [id, input] of Object.entries(typed)) controller.setInput(id, input);
  }, [controller, definition, formRef]);
  useEffect(() => {
    if (!drafts) return;
    const store = createDraftStore({
      storage: pageSessionStorage,
      key: draftKey(pagePath(), definition.id),
      fields: definition.fields,
    });
    const disconnect = connectFormDraft(controller, store);
    const stopListening = onPageHidden(store.flush);
    return () => {
      stopListening();
      disconnect();
    };
  }, [controller, definition, drafts]);
}
