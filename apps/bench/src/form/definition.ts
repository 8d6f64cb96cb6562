/** The field types the form builder offers that carry a value (spec 000 §3 "Form field types"). */
const TYPES = [
  'text',
  'email',
  'number',
  'website',
  'textarea',
  'currency',
  'password',
  'twitter',
  'name',
  'address',
  'phone',
  'date',
  'time',
  'select',
  'radio',
  'checkbox',
  'likert',
] as const;

export type BenchFieldType = (typeof TYPES)[number];

export interface BenchField {
  readonly id: string;
  readonly type: BenchFieldType;
  readonly title: string;
  readonly required: true;
  readonly options?: readonly string[];
  readonly maxLength?: number;
  readonly showCountryCode?: boolean;
  readonly currencySymbol?: string;
}

export const FIELD_COUNT = 60;

function field(type: BenchFieldType, n: number): BenchField {
  const base = { id: `${type}-${n}`, type, title: `Question ${n}`, required: true as const };
  switch (type) {
    case 'textarea':
      return { ...base, maxLength: 500 };
    case 'currency':
      return { ...base, currencySymbol: '€' };
    case 'phone':
      return { ...base, showCountryCode: true };
    case 'select':
    case 'radio':
    case 'checkbox':
      return { ...base, options: ['Oui', 'Non', 'Peut-être'] };
    case 'likert':
      return { ...base, options: ['Le service est rapide.', 'Le site est clair.'] };
    default:
      return base;
  }
}

/** 60 required fields, the types in turn. */
export const FORM_DEFINITION = {
  id: 'form-bench',
  submitButtonText: 'Envoyer',
  fields: Array.from({ length: FIELD_COUNT }, (_, index) =>
    field(TYPES[index % TYPES.length] as BenchFieldType, index + 1),
  ),
};
