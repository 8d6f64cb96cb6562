'use client';
import { useId } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { countCharacters } from '../core/character-counter';
import type { CurrencyField, PlainField, TextLikeField } from '../core/form-definition';
import { CharacterCounter } from './character-counter';
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
 * react-aria-components' TextField: label, description and error are linked to the input. A
 * currency field shows its symbol and a twitter field '@' before the input, both read as part of
 * the field's description; a textarea with a max length has its character counter.
 */
export function TextInputField({ field, input, error, onInput }: FieldProps<TextInputFieldType>) {
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
  const placeholder = 'placeholder' in field ? field.placeholder : undefined;
  return (
    <TextField
      className="vitrine-form-field"
      data-type={field.type}
      name={field.id}
      value={value}
      onChange={onInput}
      isRequired={field.required === true}
      isInvalid={error !== undefined}
      validationBehavior="aria"
      type={attributes.type}
      inputMode={attributes.inputMode}
      autoComplete={attributes.autoComplete}
      aria-describedby={describedBy(affix && affixId, count !== null && counterId)}
    >
      <Label className="vitrine-form-field__label">
        {field.title}
        <RequiredMark required={field.required} />
      </Label>
      {field.description ? (
        <Text slot="description" className="vitrine-form-field__description">
          {field.description}
        </Text>
      ) : null}
      <div className="vitrine-form-field__control">
        {affix ? (
          <span id={affixId} className="vitrine-form-field__affix">
            {affix}
          </span>
        ) : null}
        {field.type === 'textarea' ? (
          <TextArea
            className="vitrine-form-field__input"
            placeholder={placeholder}
            data-max-length={count?.max}
          />
        ) : (
          <Input className="vitrine-form-field__input" placeholder={placeholder} />
        )}
      </div>
      {count ? <CharacterCounter id={counterId} count={count} /> : null}
      <FieldError className="vitrine-form-field__error">{error}</FieldError>
    </TextField>
  );
}
