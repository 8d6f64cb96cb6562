'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import { useEffect, useMemo, useRef } from 'react';
import type { FormBlockOptions } from '../form/form-block-options';
import { FormView } from '../form/form-view';
import type { HeadingLevel } from '../form/section-heading';
import { useContainerWidth } from '../form/use-container-width';
import {
  type NewsletterDefinition,
  newsletterFormDefinition,
  newsletterLayout,
} from './newsletter-form';

export interface NewsletterBlockProps extends FormBlockOptions {
  /** The block's data, checked at run time like a form definition. */
  readonly definition: NewsletterDefinition;
  /** Level of the block's heading; 2 by default. */
  readonly headingLevel?: HeadingLevel;
  readonly className?: string;
}

/**
 * The newsletter block: a heading, a text, an e-mail field (and a name, if asked for) and a
 * button, on the form block's machinery (validation, submission, captcha, post-submit message).
 * Its layout is 'small' (`data-layout`) in a container under 320 px (spec 000 §9).
 */
export function NewsletterBlock({
  definition: data,
  headingLevel = 2,
  className,
  ...options
}: NewsletterBlockProps) {
  const t = useTranslator(forms);
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(rootRef);
  const emailLabel = t('forms.newsletter.email');
  const nameLabel = t('forms.newsletter.name');
  const { definition, warnings, title, description } = useMemo(
    () => newsletterFormDefinition(data, { email: emailLabel, name: nameLabel }),
    [data, emailLabel, nameLabel],
  );
  useEffect(() => {
    for (const warning of warnings) console.warn(`@vitrine/forms: ${warning}`);
  }, [warnings]);
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      ref={rootRef}
      className={['vitrine-newsletter', className].filter(Boolean).join(' ')}
      data-layout={width === null ? undefined : newsletterLayout(width)}
    >
      <FormView
        key={definition.id}
        definition={definition}
        options={options}
        variant="newsletter"
        submitButtonText={definition.submitButtonText || t('forms.newsletter.submit')}
        successText={t('forms.newsletter.success')}
        headingLevel={3}
        header={
          title || description ? (
            <div className="vitrine-newsletter__header">
              {title ? <Heading className="vitrine-newsletter__title">{title}</Heading> : null}
              {description ? (
                <p className="vitrine-newsletter__description">{description}</p>
              ) : null}
            </div>
          ) : null
        }
      />
    </div>
  );
}
