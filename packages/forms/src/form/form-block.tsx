'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import { useEffect, useMemo } from 'react';
import type { FormDefinition } from '../core/form-definition';
import { normalizeFormDefinition } from '../core/normalize-form-definition';
import type { FormBlockOptions } from './form-block-options';
import { FormView } from './form-view';
import type { HeadingLevel } from './section-heading';

export interface FormBlockProps extends FormBlockOptions {
  /**
   * The block's data. Checked at run time, so decoded block JSON can be passed as it is: bad
   * fields are left out with a console warning, never a crash.
   */
  readonly definition: FormDefinition;
  /** Level of the section headings, to fit the page's outline; 3 by default. */
  readonly headingLevel?: HeadingLevel;
  readonly className?: string;
}

/**
 * The form block (spec 000 §3–§5, §7, §8): renders every field of its definition, validates on
 * submit, sends the submission through the data layer, then redirects or shows the post-submit
 * message; on failure shows the errors at each field and above and below the form.
 */
export function FormBlock({
  definition: data,
  headingLevel = 3,
  className,
  ...options
}: FormBlockProps) {
  const t = useTranslator(forms);
  const { definition, warnings } = useMemo(() => normalizeFormDefinition(data), [data]);
  useEffect(() => {
    for (const warning of warnings) console.warn(`@vitrine/forms: ${warning}`);
  }, [warnings]);
  return (
    <FormView
      key={definition.id}
      definition={definition}
      options={options}
      variant="form"
      submitButtonText={definition.submitButtonText || t('forms.submit')}
      successText={t('forms.success')}
      headingLevel={headingLevel}
      className={className}
    />
  );
}
