'use client';
import { useId } from 'react';
import { countCharacters } from '../core/character-counter';
import type { CurrencyField, PlainField, TextLikeField } from '../core/form-definition';
import { CharacterCounter } from './character-counter';
import { FieldMessage } from './field-message';
import type { FieldProps } from './field-props';
import { describedBy } from './field-props';
import { RequiredMark } from './required-mark';

/** The single-value field types this component renders (spec 000 §3). */
export type TextInputFieldType =
  | TextLikeField
  | CurrencyField
  | (PlainField & { type: 'password' | 'twitter' });

/** Input attributes by type: what mobile keyboards and autofill need. */
const INPUTS: Record<
  TextInputFieldType['type'],
  { type: string; inputMode?: 'decimal' | 'email' | 'url' | 'text'; autoComplete?: string }
> = {
  text: { type: 'text' },
  textarea: { type: 'text' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  number: { type: 'number', inputMode: 'decimal' },
  website: { type: 'url', inputMode: 'url', autoComplete: 'url' },
  currency: { type: 'text', inputMode: 'decimal' },
  password: { type: 'password', autoComplete: 'new-password' },
  twitter: { type: 'text', autoComplete: 'off' },
};

/** The '@' shown before a twitter handle. */
const TWITTER_PREFIX = '@';

/**
 * A single-value field (text, textarea, email, number, website, currency, password, twitter) on
 * the native `<input>` or `<textarea>`: the label names it, and its description, error, affix and
 * character counter describe it (`aria-describedby`, in that order); a required field is
 * `aria-required` and an invalid one `aria-invalid`, with no native validation bubble (the form
 * validates on submit, spec 000 §5). A currency field shows its symbol and a twitter field '@'
 * before the input; a textarea with a max length has its character counter.
 */
export function TextInputField({ field, input, error, onInput }: FieldProps<TextInputFieldType>) {
  const id = useId();
  const descriptionId = useId();
  const errorId = useId();
  const affixId = useId();
  const counterId = useId();
  const value = typeof input === 'string' ? input : '';
  const attributes = INPUTS[field.type];
  const affix =
    field.type === 'currency'
      ? field.currencySymbol
      : field.type === 'twitter'
        ? TWITTER_PREFIX
        : '';
  const count = field.type === 'textarea' ? countCharacters(value, field.maxLength) : null;
  const control = {
    id,
    name: field.id,
    className: 'vitrine-form-field__input',
    value,
    placeholder: 'placeholder' in field ? field.placeholder : undefined,
    'aria-required': field.required === true || undefined,
    'aria-invalid': error !== undefined || undefined,
    'aria-describedby': describedBy(
      field.description && descriptionId,
      error !== undefined && errorId,
      affix && affixId,
      count !== null && counterId,
    ),
    onChange: (event: { currentTarget: { value: string } }) => onInput(event.currentTarget.value),
  };
  return (
    <div
      className="vitrine-form-field"
      data-type={field.type}
      data-required={field.required === true || undefined}
      data-invalid={error !== undefined || undefined}
    >
      <label htmlFor={id} className="vitrine-form-field__label">
        {field.title}
        <RequiredMark required={field.required} />
      </label>
      {field.description ? (
        <p id={descriptionId} className="vitrine-form-field__description">
          {field.description}
        </p>
      ) : null}
      <div className="vitrine-form-field__control">
        {affix ? (
          <span id={affixId} className="vitrine-form-field__affix">
            {affix}
          </span>
        ) : null}
        {field.type === 'textarea' ? (
          <textarea {...control} data-max-length={count?.max} />
        ) : (
          <input
            {...control}
            type={attributes.type}
            inputMode={attributes.inputMode}
            autoComplete={attributes.autoComplete}
          />
        )}
      </div>
      {count ? <CharacterCounter id={counterId} count={count} /> : null}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}
