'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import { useId } from 'react';
import { fieldPartKeys } from '../core/field-kinds';
import type { PhoneField, PlainField } from '../core/form-definition';
import type { FormsMessageKey } from '../core/form-messages';
import { missingPartKeys, partsRule } from '../core/needed-parts';
import { readFieldControls } from './field-controls.dom';
import { FieldFrame } from './field-frame';
import type { FieldProps } from './field-props';

/** The multi-part field types (spec 000 §3). */
export type PartsFieldType =
  | PhoneField
  | (PlainField & { type: 'date' | 'time' | 'name' | 'address' });

/** Autofill and keyboard of each part, by its label key. */
const PART_INPUTS: Partial<
  Record<FormsMessageKey, { autoComplete?: string; inputMode?: 'numeric' | 'tel'; size?: number }>
> = {
  'forms.name.first': { autoComplete: 'given-name' },
  'forms.name.last': { autoComplete: 'family-name' },
  'forms.address.line1': { autoComplete: 'address-line1' },
  'forms.address.line2': { autoComplete: 'address-line2' },
  'forms.address.city': { autoComplete: 'address-level2' },
  'forms.address.state': { autoComplete: 'address-level1' },
  'forms.address.zip': { autoComplete: 'postal-code' },
  'forms.address.country': { autoComplete: 'country-name' },
  'forms.phone.countryCode': { autoComplete: 'tel-country-code', inputMode: 'tel', size: 4 },
  'forms.phone.areaCode': { autoComplete: 'tel-area-code', inputMode: 'tel', size: 4 },
  'forms.phone.prefix': { autoComplete: 'tel-local-prefix', inputMode: 'tel', size: 4 },
  'forms.phone.line': { autoComplete: 'tel-local-suffix', inputMode: 'tel', size: 6 },
  'forms.date.day': { inputMode: 'numeric', size: 2 },
  'forms.date.month': { inputMode: 'numeric', size: 2 },
  'forms.date.year': { inputMode: 'numeric', size: 4 },
  'forms.time.hour': { inputMode: 'numeric', size: 2 },
  'forms.time.minute': { inputMode: 'numeric', size: 2 },
  'forms.time.second': { inputMode: 'numeric', size: 2 },
};

/**
 * A field of several parts (name, address, phone with or without its country code, date, time):
 * a fieldset whose legend is the title, one labelled input per part, collected in order. In a
 * required field the parts a complete value needs are `aria-required` (`PARTS_RULES`: not the
 * second address line, the region, the country code or the seconds); with an error, the needed
 * parts left blank are `aria-invalid` (every part when none is, as for a wrong date), so focus
 * after a failure lands on the first part to fill. The field has one message.
 */
export function PartsField({ field, input, error, onInput }: FieldProps<PartsFieldType>) {
  const t = useTranslator(forms);
  const errorId = useId();
  const keys = fieldPartKeys(field);
  const parts = keys.map((_, index) => (Array.isArray(input) ? (input[index] ?? '') : ''));
  const needed = field.required === true ? (partsRule(field)?.needed ?? keys) : [];
  const missing = error ? missingPartKeys(field, parts) : [];
  const invalid = (key: FormsMessageKey) =>
    error !== undefined && (missing.length === 0 || missing.includes(key));
  return (
    <FieldFrame field={field} error={error} errorId={errorId}>
      <div className="vitrine-form-field__parts">
        {keys.map((key, index) => {
          const part = PART_INPUTS[key];
          return (
            <label key={key} className="vitrine-form-field__part" data-part={key.split('.')[2]}>
              <span className="vitrine-form-field__part-label">{t(key)}</span>
              <input
                className="vitrine-form-field__input"
                type={part?.inputMode === 'tel' ? 'tel' : 'text'}
                name={`${field.id}-${index}`}
                value={parts[index]}
                size={part?.size}
                inputMode={part?.inputMode}
                autoComplete={part?.autoComplete}
                aria-required={needed.includes(key) || undefined}
                aria-invalid={invalid(key) || undefined}
                // The part to fill names the message itself, not only through its group.
                aria-describedby={invalid(key) ? errorId : undefined}
                onChange={(event) => {
                  const control = event.currentTarget;
                  onInput(
                    readFieldControls(control, field, () =>
                      parts.map((value, i) => (i === index ? control.value : value)),
                    ),
                  );
                }}
              />
            </label>
          );
        })}
      </div>
    </FieldFrame>
  );
}
