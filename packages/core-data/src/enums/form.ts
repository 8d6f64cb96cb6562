import { defineEnum, type EnumValueOf } from './define-enum';

/** Form field types, spec 000 §3 "Form field types". */
export const FormFieldType = /* @__PURE__ */ defineEnum({
  DATE: 'date',
  NAME: 'name',
  TIME: 'time',
  ADDRESS: 'address',
  PHONE: 'phone',
  RADIO: 'radio',
  CHECKBOX: 'checkbox',
  SELECT: 'select',
  LIKERT: 'likert',
  HIDDEN: 'hidden',
  TEXT: 'text',
  TEXTAREA: 'textarea',
  EMAIL: 'email',
  NUMBER: 'number',
  WEBSITE: 'website',
  CURRENCY: 'currency',
  PASSWORD: 'password',
  TWITTER: 'twitter',
  /** A heading only: it holds no value and is skipped by validation. */
  SECTION: 'section',
});
export type FormFieldType = EnumValueOf<typeof FormFieldType>;

/** The single-value field types, spec 000 §3 "Form field types". */
export const SINGLE_VALUE_FORM_FIELD_TYPES: readonly FormFieldType[] =
  /* @__PURE__ */ Object.freeze([
    FormFieldType.TEXT,
    FormFieldType.TEXTAREA,
    FormFieldType.EMAIL,
    FormFieldType.NUMBER,
    FormFieldType.WEBSITE,
    FormFieldType.CURRENCY,
    FormFieldType.PASSWORD,
    FormFieldType.TWITTER,
  ]);

/** Likert scale answers, spec 000 §3: -2 to 2. */
export const LikertScale = /* @__PURE__ */ defineEnum({
  STRONGLY_DISAGREE: -2,
  DISAGREE: -1,
  NEUTRAL: 0,
  AGREE: 1,
  STRONGLY_AGREE: 2,
});
export type LikertScale = EnumValueOf<typeof LikertScale>;

/** Sections of the form editor, spec 000 §3. */
export const FormEditorSection = /* @__PURE__ */ defineEnum({
  BUILD: 'build',
  STORAGE: 'storage',
  ADVANCED: 'advanced',
  CAPTCHA: 'captcha',
  DISCLAIMER: 'disclaimer',
});
export type FormEditorSection = EnumValueOf<typeof FormEditorSection>;
