import { fieldPartKeys } from './field-kinds';
import type { FormField } from './form-definition';
import type { FormsMessageKey } from './form-messages';

/** The multi-part field types (spec 000 §3). */
export type PartsFieldTypeName = 'name' | 'address' | 'phone' | 'date' | 'time';

/** What a complete value of a multi-part field has filled, and what is said when it has not. */
export interface PartsRule {
  /** The parts a complete value fills (labels of `fieldPartKeys`). */
  readonly needed: readonly FormsMessageKey[];
  /** 'all' needed parts, or 'any' one of them (a phone number may be typed in any part). */
  readonly need: 'all' | 'any';
  /** Also checked when the field is optional but started: a started date must be a whole date. */
  readonly whenStarted: boolean;
  /** The message of an incomplete value. */
  readonly message: FormsMessageKey;
}

/**
 * When a multi-part field is complete, as the server decides it (spec 000 §5; the demo server's
 * `check-submission-values`): a required name needs both names; a required address its first
 * line, city, postal code and country (line 2 and region stay optional); a phone at least one
 * part of the number itself (the country code alone is no number); a date day, month and year;
 * a time hour and minute (seconds optional). Dates, times and phones are checked once started,
 * even when optional, as the server does. The server also checks formats (a real date, digits);
 * these rules only say what must be there, so the client never refuses what the server accepts.
 */
export const PARTS_RULES: Readonly<Record<PartsFieldTypeName, PartsRule>> = {
  name: {
    needed: ['forms.name.first', 'forms.name.last'],
    need: 'all',
    whenStarted: false,
    message: 'forms.error.name',
  },
  address: {
    needed: [
      'forms.address.line1',
      'forms.address.city',
      'forms.address.zip',
      'forms.address.country',
    ],
    need: 'all',
    whenStarted: false,
    message: 'forms.error.address',
  },
  phone: {
    needed: ['forms.phone.areaCode', 'forms.phone.prefix', 'forms.phone.line'],
    need: 'any',
    whenStarted: true,
    message: 'forms.error.phone',
  },
  date: {
    needed: ['forms.date.day', 'forms.date.month', 'forms.date.year'],
    need: 'all',
    whenStarted: true,
    message: 'forms.error.date',
  },
  time: {
    needed: ['forms.time.hour', 'forms.time.minute'],
    need: 'all',
    whenStarted: true,
    message: 'forms.error.time',
  },
};

/** The rule of a multi-part field, or `null` for any other field. */
export function partsRule(field: FormField): PartsRule | null {
  return Object.hasOwn(PARTS_RULES, field.type)
    ? PARTS_RULES[field.type as PartsFieldTypeName]
    : null;
}

const isBlank = (text: string | undefined) => (text ?? '').trim() === '';

/**
 * The needed parts of a multi-part field that are blank in `parts` (its input, or its collected
 * value: a phone's value always has 4 parts, so parts are matched from the end). With `need:
 * 'any'`, every needed part when none is filled, else none. Empty for other fields.
 */
export function missingPartKeys(
  field: FormField,
  parts: readonly unknown[],
): readonly FormsMessageKey[] {
  const rule = partsRule(field);
  if (!rule) return [];
  const keys = fieldPartKeys(field);
  const offset = parts.length - keys.length;
  const text = (key: FormsMessageKey) => {
    const part = parts[keys.indexOf(key) + offset];
    return typeof part === 'string' ? part : '';
  };
  const blank = rule.needed.filter((key) => keys.includes(key) && isBlank(text(key)));
  if (rule.need === 'any') return blank.length === rule.needed.length ? blank : [];
  return blank;
}
