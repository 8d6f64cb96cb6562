'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import { useId } from 'react';
import type { ChoiceField } from '../core/form-definition';
import { FieldMessage } from './field-message';
import { describedBy, type FieldProps } from './field-props';
import { RequiredMark } from './required-mark';

/**
 * A select field on the native `<select>` (accessible, and the platform's picker on phones): a
 * first empty choice 'Sélectionnez une option', then the options. Its value is the chosen text.
 */
export function SelectField({
  field,
  input,
  error,
  onInput,
}: FieldProps<ChoiceField & { type: 'select' }>) {
  const t = useTranslator(forms);
  const id = useId();
  const descriptionId = useId();
  const errorId = useId();
  return (
    <div className="vitrine-form-field" data-type="select" data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="vitrine-form-field__label">
        {field.title}
        <RequiredMark required={field.required} />
      </label>
      {field.description ? (
        <p id={descriptionId} className="vitrine-form-field__description">
          {field.description}
        </p>
      ) : null}
      <select
        id={id}
        name={field.id}
        className="vitrine-form-field__input"
        value={typeof input === 'string' ? input : ''}
        required={field.required === true}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field.description && descriptionId, error && errorId)}
        onChange={(event) => onInput(event.currentTarget.value)}
      >
        <option value="">{t('forms.select.placeholder')}</option>
        {field.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
