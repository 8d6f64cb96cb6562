'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import { useId } from 'react';
import type { ChoiceField } from '../core/form-definition';
import { LIKERT_SCALE } from '../core/likert';
import { FieldMessage } from './field-message';
import { describedBy, type FieldProps } from './field-props';
import { RequiredMark } from './required-mark';

/**
 * A likert field: one group of five radios per question (the field's options), valued -2 to 2
 * with the labels strongly disagree to strongly agree. The input is the answer per question.
 */
export function LikertField({
  field,
  input,
  error,
  onInput,
}: FieldProps<ChoiceField & { type: 'likert' }>) {
  const t = useTranslator(forms);
  const descriptionId = useId();
  const errorId = useId();
  const answers: Readonly<Record<string, string>> =
    input && typeof input === 'object' && !Array.isArray(input)
      ? (input as Readonly<Record<string, string>>)
      : {};
  return (
    <fieldset
      className="vitrine-form-field"
      data-type="likert"
      data-invalid={error ? true : undefined}
      aria-describedby={describedBy(field.description && descriptionId, error && errorId)}
    >
      <legend className="vitrine-form-field__label">
        {field.title}
        <RequiredMark required={field.required} />
      </legend>
      {field.description ? (
        <p id={descriptionId} className="vitrine-form-field__description">
          {field.description}
        </p>
      ) : null}
      {field.options.map((question, index) => (
        <fieldset key={question} className="vitrine-likert__question">
          <legend className="vitrine-likert__statement">{question}</legend>
          <div className="vitrine-likert__scale">
            {LIKERT_SCALE.map(({ value, label }) => (
              <label key={value} className="vitrine-likert__answer">
                <input
                  type="radio"
                  name={`${field.id}-${index}`}
                  value={String(value)}
                  checked={answers[question] === String(value)}
                  required={field.required === true}
                  aria-invalid={error ? true : undefined}
                  onChange={() => onInput({ ...answers, [question]: String(value) })}
                />
                <span>{t(label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
