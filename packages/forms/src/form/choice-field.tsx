'use client';
import type { ChoiceField as ChoiceFieldDefinition } from '../core/form-definition';
import { readFieldControls } from './field-controls.dom';
import { FieldFrame } from './field-frame';
import type { FieldProps } from './field-props';

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
  const checked = Array.isArray(input) ? input : [];
  const toggle = (control: HTMLInputElement, option: string) => {
    const on = control.checked;
    onInput(
      readFieldControls(control, field, () =>
        field.type === 'radio'
          ? on
            ? [option]
            : []
          : field.options.filter((item) => (item === option ? on : checked.includes(item))),
      ),
    );
  };
  return (
    <FieldFrame field={field} error={error}>
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
              onChange={(event) => toggle(event.currentTarget, option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
    </FieldFrame>
  );
}
