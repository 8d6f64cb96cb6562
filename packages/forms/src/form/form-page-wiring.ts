import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { CaptchaProvider } from '../captcha/captcha-provider';
import { createRecaptchaProvider } from '../captcha/recaptcha-provider';
import type { PayloadFields } from '../core/build-submission-payload';

/** What `submission-path` exports: loaded on demand. */
export type SubmissionPath = typeof import('../submission/submission-path');

/**
 * What a form block takes from the page it is on, injected into `useFormBlock`: the submission
 * code (loaded once per page), the page's one data layer and captcha loader, its address and
 * title. The default is {@link browserPageWiring}; tests and hosts may give their own.
 */
export interface FormPageWiring {
  /** The submission path, loaded once: a failed load is tried again at the next call. */
  readonly submissionPath: () => Promise<SubmissionPath>;
  /** The page's data layer (one per page), used when the block is given none. */
  readonly dataLayer: (path: SubmissionPath) => Pick<DataLayer, 'post'>;
  /** The page's captcha service (one loader per page), used when the block is given none. */
  readonly captcha: () => CaptchaProvider;
  /** The query string hidden fields read, at submit time. */
  readonly search: () => string;
  /** `{ pagePath, pageTitle }` of the payload. */
  readonly pageFields: () => PayloadFields;
  /** Goes to a success URL. */
  readonly navigate: (url: string) => void;
}

// Made on first use, never at import.
let submissionPath: Promise<SubmissionPath> | undefined;
let dataLayer: DataLayer | undefined;
let recaptcha: CaptchaProvider | undefined;

/** The wiring of a form block on a published page: one of each per page, made on first use. */
export const browserPageWiring: FormPageWiring = {
  submissionPath() {
    submissionPath ??= import('../submission/submission-path').catch((error: unknown) => {
      submissionPath = undefined;
      throw error;
    });
    return submissionPath;
  },
  dataLayer(path) {
    dataLayer ??= path.createDataLayer();
    return dataLayer;
  },
  captcha() {
    recaptcha ??= createRecaptchaProvider();
    return recaptcha;
  },
  search: () => (typeof location === 'undefined' ? '' : location.search),
  pageFields: (): PayloadFields =>
    typeof location === 'undefined'
      ? {}
      : { pagePath: location.pathname, pageTitle: document.title },
  navigate: (url) => location.assign(url),
};
