import type { FormFieldType } from '@vitrine/core-data/enums';

/** What every field of a form definition has (spec 000 §3 "Form field types"). */
interface FieldBase {
  /** The field id: the key of its value in the payload's `form` JSON (spec 000 §3, §7). */
  readonly id: string;
  /** The label the visitor reads. */
  readonly title: string;
  /** Help text under the field. */
  readonly description?: string;
}

/** text, textarea, email, number, website: description, placeholder, required (textarea: maxLength). */
export interface TextLikeField extends FieldBase {
  readonly type: 'text' | 'textarea' | 'email' | 'number' | 'website';
  readonly placeholder?: string;
  readonly required?: boolean;
  /** Textarea only; a number or numeric text, 0 or anything else means no limit (spec 000 §4). */
  readonly maxLength?: number | string;
}

/** currency: description, currencySymbol, required. */
export interface CurrencyField extends FieldBase {
  readonly type: 'currency';
  readonly currencySymbol?: string;
  readonly required?: boolean;
}

/** password, twitter, date, time, name, address: description, required. */
export interface PlainField extends FieldBase {
  readonly type: 'password' | 'twitter' | 'date' | 'time' | 'name' | 'address';
  readonly required?: boolean;
}

/** phone: description, showCountryCode, required. */
export interface PhoneField extends FieldBase {
  readonly type: 'phone';
  readonly showCountryCode?: boolean;
  readonly required?: boolean;
}

/** radio, checkbox, select, likert: description, options, required (likert options are its questions). */
export interface ChoiceField extends FieldBase {
  readonly type: 'radio' | 'checkbox' | 'select' | 'likert';
  readonly options: readonly string[];
  readonly required?: boolean;
}

/** section: a heading only, with description and underline; it holds no value. */
export interface SectionField extends FieldBase {
  readonly type: 'section';
  readonly underline?: boolean;
}

/** hidden: key and value; the value comes from the URL query parameter named `key` when present. */
export interface HiddenField {
  readonly type: 'hidden';
  readonly id: string;
  readonly key: string;
  readonly value?: string;
  readonly title?: string;
}

/** One field of a form definition, by its type. */
export type FormField =
  | TextLikeField
  | CurrencyField
  | PlainField
  | PhoneField
  | ChoiceField
  | SectionField
  | HiddenField;

/** The field types, checked against `FormFieldType` of `@vitrine/core-data/enums`. */
export type FormFieldTypeName = FormField['type'] & FormFieldType;

/**
 * A form block's data: its fields and the settings of the submission flow (spec 000 §3, §4, §7).
 */
export interface FormDefinition {
  /** `formId` of the payload. */
  readonly id: string;
  readonly collectionId?: string | null;
  readonly objectName?: string | null;
  readonly isOverlayForm?: boolean;
  /** The button text, also sent as `submitButtonText`; the catalogue's 'Envoyer' when absent. */
  readonly submitButtonText?: string;
  readonly fields: readonly FormField[];
  /** A captcha is present and must be solved (spec 000 §5). */
  readonly captcha?: boolean;
  /** The submit button is bound to the captcha: disabled until it is solved (spec 000 §4). */
  readonly submitBoundToCaptcha?: boolean;
  /** Client validation is disabled for this form (spec 000 §5). */
  readonly validationDisabled?: boolean;
  /** Where the visitor goes after a successful submission (spec 000 §4). */
  readonly successRedirect?: string;
  /** Owner-written HTML shown after a successful submission instead of the form. */
  readonly postSubmitMessage?: string;
  /** Owner-written HTML inserted after a successful submission; its scripts run (spec 000 §4). */
  readonly postSubmitHtml?: string;
}
