'use client';
import { useId } from 'react';
import type { ChoiceField as ChoiceFieldDefinition } from '../core/form-definition';
import { FieldMessage } from './field-message';
import { describedBy, type FieldProps } from './field-props';
import { RequiredMark } from './required-mark';

/**
 * A radio or checkbox field: a fieldset whose legend is the title, one native input per option.
 * The input holds the checked options in option order; collection keeps every checked value for
 * a checkbox and the first one for a radio (spec 000 §5).
 */
export function ChoiceField({
  field,
  input,
  error,
  onInput,
}: FieldProps<ChoiceFieldDefinition & { type: 'radio' | 'checkbox' }>) {
  const descriptionId = useId();
  const errorId = useId();
  const checked = Array.isArray(input) ? input : [];
  const toggle = (option: string, on: boolean) => {
    if (field.type === 'radio') return onInput(on ? [option] : []);
    onInput(field.options.filter((item) => (item === option ? on : checked.includes(item))));
  };
  return (
    <fieldset
      className="vitrine-form-field"
      data-type={field.type}
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
      <div className="vitrine-form-field__options">
        {field.options.map((option) => (
          <label key={option} className="vitrine-form-field__option">
            <input
              type={field.type}
              name={field.id}
              value={option}
              checked={checked.includes(option)}
              required={field.type === 'radio' && field.required === true}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option, event.currentTarget.checked)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
