import type { FormFieldType } from '@vitrine/core-data/enums';
import type { FormField } from './form-definition';
import type { FormsMessageKey } from './form-messages';

/**
 * How a field holds its input: one text (`single`, also select), several parts (`parts`), checked
 * options (`choice`), answers per question (`likert`), or nothing the visitor types (`hidden`,
 * `section`). A record over every `FormFieldType`, so a new type in core-data fails to compile here.
 */
export const FIELD_KINDS: Readonly<
  Record<FormFieldType, 'single' | 'parts' | 'choice' | 'likert' | 'hidden' | 'section'>
> = {
  date: 'parts',
  name: 'parts',
  time: 'parts',
  address: 'parts',
  phone: 'parts',
  radio: 'choice',
  checkbox: 'choice',
  select: 'single',
  likert: 'likert',
  hidden: 'hidden',
  text: 'single',
  textarea: 'single',
  email: 'single',
  number: 'single',
  website: 'single',
  currency: 'single',
  password: 'single',
  twitter: 'single',
  section: 'section',
};

/** The kind of a field's input, see {@link FIELD_KINDS}. */
export type FieldKind = (typeof FIELD_KINDS)[FormFieldType];

/** Whether `type` is a field type of spec 000 §3. */
export function isFormFieldType(type: unknown): type is FormFieldType {
  return typeof type === 'string' && Object.hasOwn(FIELD_KINDS, type);
}

/**
 * The labels (catalogue keys of `@vitrine/i18n-fr/forms`) of a multi-part field's parts, in the
 * order their values are collected. Dates are day, month, year (French order); times are 24-hour.
 */
export function fieldPartKeys(field: FormField): readonly FormsMessageKey[] {
  switch (field.type) {
    case 'name':
      return ['forms.name.first', 'forms.name.last'];
    case 'address':
      return [
        'forms.address.line1',
        'forms.address.line2',
        'forms.address.city',
        'forms.address.state',
        'forms.address.zip',
        'forms.address.country',
      ];
    case 'phone': {
      const local: FormsMessageKey[] = [
        'forms.phone.areaCode',
        'forms.phone.prefix',
        'forms.phone.line',
      ];
      return field.showCountryCode ? ['forms.phone.countryCode', ...local] : local;
    }
    case 'date':
      return ['forms.date.day', 'forms.date.month', 'forms.date.year'];
    case 'time':
      return ['forms.time.hour', 'forms.time.minute', 'forms.time.second'];
    default:
      return [];
  }
}
