'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import type { ChoiceField } from '../core/form-definition';
import { LIKERT_SCALE } from '../core/likert';
import { readFieldControls } from './field-controls.dom';
import { FieldFrame } from './field-frame';
import type { FieldProps } from './field-props';

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
  const answers: Readonly<Record<string, string>> =
    input && typeof input === 'object' && !Array.isArray(input)
      ? (input as Readonly<Record<string, string>>)
      : {};
  return (
    <FieldFrame field={field} error={error}>
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
                  onChange={(event) =>
                    onInput(
                      readFieldControls(event.currentTarget, field, () => ({
                        ...answers,
                        [question]: String(value),
                      })),
                    )
                  }
                />
                <span>{t(label)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </FieldFrame>
  );
}
