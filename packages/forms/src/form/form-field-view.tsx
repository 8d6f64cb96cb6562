'use client';
import type { FormField as FormFieldDefinition } from '../core/form-definition';
import { ChoiceField } from './choice-field';
import type { FieldProps } from './field-props';
import { LikertField } from './likert-field';
import { PartsField, type PartsFieldType } from './parts-field';
import { type HeadingLevel, SectionHeading } from './section-heading';
import { SelectField } from './select-field';
import { TextInputField, type TextInputFieldType } from './text-input-field';

export interface FormFieldViewProps extends FieldProps {
  /** Level of section headings. */
  readonly headingLevel: HeadingLevel;
}

/**
 * One field of a form definition, by its type (spec 000 §3). Hidden fields render nothing: their
 * value is read at submit time from the query string or the definition, and never shown.
 */
export function FormFieldView({ field, headingLevel, ...props }: FormFieldViewProps) {
  const f = field as FormFieldDefinition;
  switch (f.type) {
    case 'section':
      return <SectionHeading field={f} level={headingLevel} />;
    case 'hidden':
      return null;
    case 'radio':
    case 'checkbox':
      return <ChoiceField field={{ ...f, type: f.type }} {...props} />;
    case 'select':
      return <SelectField field={{ ...f, type: f.type }} {...props} />;
    case 'likert':
      return <LikertField field={{ ...f, type: f.type }} {...props} />;
    case 'date':
    case 'time':
    case 'name':
    case 'address':
    case 'phone':
      return <PartsField field={f as PartsFieldType} {...props} />;
    default:
      return <TextInputField field={f as TextInputFieldType} {...props} />;
  }
}
