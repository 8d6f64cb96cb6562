'use client';
import { createDataLayer, type DataLayer } from '@vitrine/core-data/data-layer';
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CaptchaProvider } from '../captcha/captcha-provider';
import { createRecaptchaProvider } from '../captcha/recaptcha-provider';
import type { PayloadFields } from '../core/build-submission-payload';
import {
  createFormController,
  type FormController,
  type FormSnapshot,
} from '../core/form-controller';
import type { FormDefinition } from '../core/form-definition';
import { createSubmissionKeyKeeper, sendFormSubmission } from '../submission/send-form-submission';
import type { FormBlockOptions, FormCensusEvent } from './form-block-options';

// Made on first use, never at import: one data layer and one reCAPTCHA loader per page.
let sharedDataLayer: DataLayer | undefined;
let sharedRecaptcha: CaptchaProvider | undefined;

function pageDataLayer(): DataLayer {
  sharedDataLayer ??= createDataLayer();
  return sharedDataLayer;
}

function pageRecaptcha(): CaptchaProvider {
  sharedRecaptcha ??= createRecaptchaProvider();
  return sharedRecaptcha;
}

const pageSearch = () => (typeof location === 'undefined' ? '' : location.search);
const pageFieldsOfPage = (): PayloadFields =>
  typeof location === 'undefined' ? {} : { pagePath: location.pathname, pageTitle: document.title };
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
}

/**
 * Provides the controller of one form block (created once for the block's life), its state, and
 * the submission wired to the data layer; calls `onRender` once (the census `form-render` hook).
 */
export function useFormBlock(
  definition: FormDefinition,
  options: FormBlockOptions,
  submitButtonText: string,
): FormBlockState {
  const siteKey = options.captchaSettings?.siteKey ?? '';
  const hasCaptcha = definition.captcha === true && siteKey !== '';
  const latest = useRef({ options, submitButtonText, hasCaptcha });
  useLayoutEffect(() => {
    latest.current = { options, submitButtonText, hasCaptcha };
  });

  const [controller] = useState(() => {
    // One per block: the key of an uncertain save, reused by the retry (exactly once).
    const keeper = createSubmissionKeyKeeper();
    return createFormController({
      definition,
      captcha: () => latest.current.hasCaptcha,
      search: () => latest.current.options.search ?? pageSearch(),
      navigate: (url) => (latest.current.options.navigate ?? ((to) => location.assign(to)))(url),
      onSuccess: (redirect) =>
        latest.current.options.onSubmitted?.({ ...censusEvent(definition), redirect }),
      send: (request) => {
        const current = latest.current;
        return sendFormSubmission(
          {
            dataLayer: current.options.dataLayer ?? pageDataLayer(),
            definition,
            submitButtonText: current.submitButtonText,
            pageFields: current.options.pageFields ?? pageFieldsOfPage(),
            // A function stays one: it is called right before each save (submit time).
            censusFields: current.options.censusFields,
            keeper,
          },
          request,
        );
      },
    });
  });
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

  const provider = hasCaptcha ? (options.captchaProvider ?? pageRecaptcha()) : undefined;
  return { controller, snapshot, captcha: provider ? { provider, siteKey } : null };
}
