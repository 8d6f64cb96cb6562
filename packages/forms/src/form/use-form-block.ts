'use client';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CaptchaProvider } from '../captcha/captcha-provider';
import {
  createFormController,
  type FormController,
  type FormSnapshot,
} from '../core/form-controller';
import type { FormDefinition } from '../core/form-definition';
import type { SubmissionKeyKeeper } from '../submission/send-form-submission';
import type { FormBlockOptions, FormCensusEvent } from './form-block-options';
import { browserPageWiring, type FormPageWiring } from './form-page-wiring';

const censusEvent = (definition: FormDefinition): FormCensusEvent => ({
  formId: definition.id,
  collectionId: definition.collectionId ?? null,
  objectName: definition.objectName ?? null,
  isOverlayForm: definition.isOverlayForm === true,
});

/** What a form block renders from. */
export interface FormBlockState {
  readonly controller: FormController;
  readonly snapshot: FormSnapshot;
  /** The captcha to draw, when the form has one and the page has a site key. */
  readonly captcha: { readonly provider: CaptchaProvider; readonly siteKey: string } | null;
  /** Starts loading the submission code: call it on the visitor's first interaction. */
  readonly prepareSubmission: () => void;
}

interface Latest {
  readonly options: FormBlockOptions;
  readonly submitButtonText: string;
  readonly hasCaptcha: boolean;
}

/** The controller of one block: its submission goes through the wiring's on-demand path. */
function createBlockController(
  definition: FormDefinition,
  latest: { readonly current: Latest },
  wiring: FormPageWiring,
): FormController {
  // One per block: the key of an uncertain save, reused by the retry (exactly once).
  let keeper: SubmissionKeyKeeper | undefined;
  return createFormController({
    definition,
    initial: latest.current.options.posted,
    captcha: () => latest.current.hasCaptcha,
    search: () => latest.current.options.search ?? wiring.search(),
    navigate: (url) => (latest.current.options.navigate ?? wiring.navigate)(url),
    onSuccess: (redirect) =>
      latest.current.options.onSubmitted?.({ ...censusEvent(definition), redirect }),
    send: async (request) => {
      // A failed load rejects: the controller shows the unknown-error message, inputs kept.
      const path = await wiring.submissionPath();
      keeper ??= path.createSubmissionKeyKeeper();
      const { options, submitButtonText } = latest.current;
      return path.sendFormSubmission(
        {
          dataLayer: options.dataLayer ?? wiring.dataLayer(path),
          definition,
          submitButtonText,
          pageFields: options.pageFields ?? wiring.pageFields(),
          // A function stays one: it is called right before each save (submit time).
          censusFields: options.censusFields,
          keeper,
        },
        request,
      );
    },
  });
}

/**
 * Provides the controller of one form block (created once for the block's life), its state, and
 * the submission wired to the data layer; calls `onRender` once (the census `form-render` hook).
 * The page-wide parts (data layer, captcha loader, address, submission code) come from `wiring`.
 */
export function useFormBlock(
  definition: FormDefinition,
  options: FormBlockOptions,
  submitButtonText: string,
  wiring: FormPageWiring = browserPageWiring,
): FormBlockState {
  const siteKey = options.captchaSettings?.siteKey ?? '';
  const hasCaptcha = definition.captcha === true && siteKey !== '';
  const latest = useRef<Latest>({ options, submitButtonText, hasCaptcha });
  useLayoutEffect(() => {
    latest.current = { options, submitButtonText, hasCaptcha };
  });
  const [controller] = useState(() => createBlockController(definition, latest, wiring));
  const [prepareSubmission] = useState(
    () => () => void wiring.submissionPath().catch(() => undefined),
  );
  const snapshot = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );

  const rendered = useRef(false);
  useEffect(() => {
    if (rendered.current) return;
    rendered.current = true;
    latest.current.options.onRender?.(censusEvent(definition));
    if (definition.captcha && !latest.current.hasCaptcha) {
      console.error(
        `@vitrine/forms: the form "${definition.id}" has a captcha but the page has no captchaSettings.siteKey: it is sent without a captcha.`,
      );
    }
  }, [definition]);

  const provider = hasCaptcha ? (options.captchaProvider ?? wiring.captcha()) : undefined;
  return {
    controller,
    snapshot,
    captcha: provider ? { provider, siteKey } : null,
    prepareSubmission,
  };
}
