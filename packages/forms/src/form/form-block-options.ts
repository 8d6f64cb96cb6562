import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { CaptchaProvider } from '../captcha/captcha-provider';
import type { PayloadFields, PayloadFieldsSource } from '../core/build-submission-payload';
import type { PostedState } from '../core/posted-inputs';

/**
 * The HTML post of a form, so it works before and without the page script: the `<form>` gets
 * `method="post"` and this `action`, and `fields` as hidden inputs (the form's id, a token...).
 * The server reads the controls by their names (`readPostedInputs`). With the script, the block
 * sends through the data layer as always.
 */
export interface FormHtmlPost {
  readonly action: string;
  readonly fields?: Readonly<Record<string, string>>;
}

/** What a form tells telemetry when it is shown (the census `form-render` hook, spec 000 §7). */
export interface FormCensusEvent {
  readonly formId: string;
  readonly collectionId: string | null;
  readonly objectName: string | null;
  readonly isOverlayForm: boolean;
}

/** What a form tells when a submission succeeded. */
export interface FormSubmittedEvent extends FormCensusEvent {
  /** The success URL the visitor is sent to, or `null` when the message is shown. */
  readonly redirect: string | null;
}

/** The page-side settings of a form or newsletter block (not from its block data). */
export interface FormBlockOptions {
  /** The data layer of `@vitrine/core-data/data-layer`; one `createDataLayer()` by default. */
  readonly dataLayer?: Pick<DataLayer, 'post'>;
  /** The captcha service; reCAPTCHA by default, loaded only when the form has a captcha. */
  readonly captchaProvider?: CaptchaProvider;
  /** The page context's `captchaSettings` (spec 000 §3): `siteKey` for the captcha. */
  readonly captchaSettings?: { readonly siteKey?: string | null } | null;
  /** Goes to the success URL; `location.assign` by default. */
  readonly navigate?: (url: string) => void;
  /** The query string hidden fields read; `location.search` at submit time by default. */
  readonly search?: string;
  /** Page fields of the payload; `{ pagePath, pageTitle }` of the page by default. */
  readonly pageFields?: PayloadFields;
  /**
   * Census intra-page event fields of the payload, from the telemetry package: an object, or a
   * function called at submit time (right before each save) for fields that count what happened
   * on the page until then.
   */
  readonly censusFields?: PayloadFieldsSource;
  /** Called once when the form is shown: the census `form-render` hook point. */
  readonly onRender?: (event: FormCensusEvent) => void;
  /** Called after each successful submission, before any redirect. */
  readonly onSubmitted?: (event: FormSubmittedEvent) => void;
  /**
   * Keep what the visitor types as a draft in the tab's session storage, restored after a
   * reload, Back and a crash, cleared on success (passwords and hidden fields never); true by
   * default, false turns it off for the block.
   */
  readonly drafts?: boolean;
  /** Makes the form a real HTML form a server route accepts (see {@link FormHtmlPost}). */
  readonly htmlPost?: FormHtmlPost;
  /**
   * What the server answered the HTML post of this block: the block starts with the visitor's
   * values and the errors in place, or with the success message. Give the same on the server
   * and in the browser, so the block hydrates.
   */
  readonly posted?: PostedState;
}
