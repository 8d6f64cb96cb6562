'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import { type ReactNode, useRef } from 'react';
import { hasEnteredInput } from '../core/field-inputs';
import type { FormDefinition } from '../core/form-definition';
import { isFormLocked, isSubmitBlockedByCaptcha } from '../core/form-machine';
import type { FormBlockOptions } from './form-block-options';
import { FormCaptcha } from './form-captcha';
import { FormFieldList } from './form-field-list';
import { FormGeneralMessages } from './form-general-messages';
import { PostSubmit } from './post-submit';
import type { HeadingLevel } from './section-heading';
import { translateMessage } from './translate-message';
import { useFormBlock } from './use-form-block';
import { useFormDraft } from './use-form-draft';
import { useFormFocus } from './use-form-focus';

export interface FormViewProps {
  readonly definition: FormDefinition;
  readonly options: FormBlockOptions;
  /** 'form' for the form block, 'newsletter' for the newsletter block (styles differ). */
  readonly variant: 'form' | 'newsletter';
  /** The submit button's text, also sent as `submitButtonText`. */
  readonly submitButtonText: string;
  /** The thanks shown after a success when the definition has no post-submit message. */
  readonly successText: string;
  readonly headingLevel: HeadingLevel;
  /** Shown above the form and its post-submit message (the newsletter's title). */
  readonly header?: ReactNode;
  readonly className?: string;
}

/**
 * The form of a form or newsletter block and its states (spec 000 §4 "Form"): every field, the
 * general messages above and below, the captcha and the submit button. While submitting the
 * fields are locked and the button shows the in-progress text; on success the form is replaced by
 * the post-submit message (or the visitor is redirected); on failure the errors are shown and
 * what the visitor typed stays. State is exposed as `data-status` for styles; the `<form>` has
 * `data-unsent-input` while it holds input not yet sent (see `hasUnsentInput`). What the visitor
 * types is kept as a draft for the tab's session unless `options.drafts` is false.
 */
export function FormView({
  definition,
  options,
  variant,
  submitButtonText,
  successText,
  headingLevel,
  header,
  className,
}: FormViewProps) {
  const t = useTranslator(forms);
  const formRef = useRef<HTMLFormElement>(null);
  const { controller, snapshot, captcha, prepareSubmission } = useFormBlock(
    definition,
    options,
    submitButtonText,
  );
  useFormDraft(controller, definition, options.drafts !== false, formRef);
  const { status, errors } = snapshot;
  const unsent = status !== 'success' && hasEnteredInput(definition.fields, snapshot.inputs);
  const submitting = status === 'submitting';
  const blocked = isSubmitBlockedByCaptcha(snapshot, {
    present: captcha !== null,
    boundToSubmit: definition.submitBoundToCaptcha === true,
  });
  const general = errors.general.map((message) => translateMessage(t, message));

  useFormFocus(snapshot, formRef, prepareSubmission);

  const classes = ['vitrine-form', className].filter(Boolean).join(' ');
  return (
    <div className={classes} data-variant={variant} data-status={status}>
      {header}
      {status === 'success' && snapshot.redirect === null ? (
        <PostSubmit
          message={definition.postSubmitMessage}
          html={definition.postSubmitHtml}
          fallback={successText}
          // A success of no attempt of this page: the server's answer to the HTML post.
          prerendered={snapshot.attempt === 0}
        />
      ) : (
        <form
          ref={formRef}
          className="vitrine-form__form"
          noValidate
          method={options.htmlPost ? 'post' : undefined}
          action={options.htmlPost?.action}
          aria-busy={submitting || undefined}
          data-unsent-input={unsent ? '' : undefined}
          onFocus={prepareSubmission}
          onPointerDown={prepareSubmission}
          onSubmit={(event) => {
            event.preventDefault();
            void controller.submit();
          }}
        >
          {Object.entries(options.htmlPost?.fields ?? {}).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <FormGeneralMessages messages={general} position="top" />
          <FormFieldList
            definition={definition}
            controller={controller}
            snapshot={snapshot}
            headingLevel={headingLevel}
          />
          {captcha ? (
            <FormCaptcha
              provider={captcha.provider}
              siteKey={captcha.siteKey}
              resets={snapshot.captchaResets}
              onSolved={controller.solveCaptcha}
              onExpired={controller.expireCaptcha}
              error={errors.captcha ? translateMessage(t, errors.captcha) : undefined}
            />
          ) : null}
          <button
            type="submit"
            className="vitrine-form__submit"
            disabled={blocked}
            aria-disabled={isFormLocked(snapshot) || undefined}
            data-submitting={submitting || undefined}
          >
            {submitting ? t('forms.submitting') : submitButtonText}
          </button>
          {/* A long form repeats its messages by the button (spec 000 §5); a newsletter's one or two
            fields sit right under the summary above, so a second copy would only repeat it. */}
          {variant === 'form' ? <FormGeneralMessages messages={general} position="bottom" /> : null}
        </form>
      )}
    </div>
  );
}
