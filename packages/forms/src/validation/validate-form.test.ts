import { describe, expect, it } from 'vitest';
import type { FormField } from '../core/form-definition';
import { NO_ERRORS } from '../core/form-messages';
import { recheckField, validateField, validateForm } from './validate-form';

const message: FormField = { id: 'message', type: 'textarea', title: 'Message', maxLength: 10 };
const email: FormField = { id: 'email', type: 'email', title: 'E-mail' };
const requiredEmail: FormField = { id: 'email', type: 'email', title: 'E-mail', required: true };

describe('validateForm (spec 000 §5 "Form submission")', () => {
  it('passes valid values', () => {
    expect(validateForm([message, email], { message: 'Bonjour', email: 'a@exemple.fr' })).toBe(
      NO_ERRORS,
    );
  });

  it('max length: the text must not exceed the length', () => {
    expect(validateField(message, '0123456789')).toBeNull();
    expect(validateField(message, '0123456789!')).toEqual({ key: 'forms.error.maxLength' });
  });

  it('max length: empty optional fields pass; 0 or non-numeric max is no limit', () => {
    expect(validateField(message, '')).toBeNull();
    expect(validateField({ ...message, maxLength: 0 }, 'x'.repeat(5000))).toBeNull();
    expect(validateField({ ...message, maxLength: 'beaucoup' }, 'x'.repeat(5000))).toBeNull();
    expect(validateField({ ...message, maxLength: '3' }, 'abcd')).toEqual({
      key: 'forms.error.maxLength',
    });
  });

  it('email: empty is allowed if not required', () => {
    expect(validateField(email, '')).toBeNull();
  });

  it('email: a required e-mail left empty is required, as the server says', () => {
    expect(validateField(requiredEmail, '')).toEqual({ key: 'forms.error.required' });
  });

  it('email: otherwise it must be a valid address', () => {
    expect(validateField(requiredEmail, 'camille')).toEqual({ key: 'forms.error.email' });
    expect(validateField(email, 'camille@')).toEqual({ key: 'forms.error.email' });
    expect(validateField(email, 'camille@exemple')).toEqual({ key: 'forms.error.email' });
    expect(validateField(email, 'camille@exemple.museum')).toEqual({ key: 'forms.error.email' });
    expect(validateField(email, 'camille@exemple.fr')).toBeNull();
  });

  it('email rule: 3 to 256 characters', () => {
    const address = (length: number) =>
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.fr`;
    expect(address(256)).toHaveLength(256);
    expect(validateField(email, address(256))).toBeNull();
    expect(validateField(email, address(257))).toEqual({ key: 'forms.error.email' });
    expect(validateField(email, 'a@')).toEqual({ key: 'forms.error.email' });
  });

  it('section fields are skipped', () => {
    const section: FormField = { id: 's', type: 'section', title: 'Coordonnées' };
    expect(validateForm([section], { s: 'x'.repeat(10_000) })).toBe(NO_ERRORS);
  });

  it('gives the message at each invalid field and a general message', () => {
    expect(validateForm([message, email], { message: 'x'.repeat(11), email: 'nope' })).toEqual({
      fields: { message: { key: 'forms.error.maxLength' }, email: { key: 'forms.error.email' } },
      general: [{ key: 'forms.error.invalidFields' }],
    });
  });

  it('a present captcha must be solved, otherwise the captcha-incomplete message is shown', () => {
    expect(
      validateForm([email], { email: '' }, { captcha: { present: true, solved: false } }),
    ).toEqual({
      fields: {},
      captcha: { key: 'forms.error.captcha' },
      general: [{ key: 'forms.error.captcha' }],
    });
    expect(validateForm([email], { email: '' }, { captcha: { present: true, solved: true } })).toBe(
      NO_ERRORS,
    );
    expect(
      validateForm([email], { email: '' }, { captcha: { present: false, solved: false } }),
    ).toBe(NO_ERRORS);
  });

  it('validation is skipped if it is disabled for the form', () => {
    expect(
      validateForm(
        [message, requiredEmail],
        { message: 'x'.repeat(50), email: 'nope' },
        {
          disabled: true,
          captcha: { present: true, solved: false },
        },
      ),
    ).toBe(NO_ERRORS);
  });
});

const REQUIRED = { key: 'forms.error.required' };

/**
 * Every field type of the builder table that has `required` (spec 000 §3), with a value as
 * `collectFieldValues` gives it when empty and when filled.
 */
const REQUIRED_TABLE: readonly [FormField, unknown, unknown][] = [
  [{ id: 'f', type: 'text', title: 'Texte' }, '', 'Bonjour'],
  [{ id: 'f', type: 'textarea', title: 'Zone', maxLength: 10 }, '', 'Court'],
  [{ id: 'f', type: 'email', title: 'E-mail' }, '', 'nom@exemple.fr'],
  [{ id: 'f', type: 'number', title: 'Nombre' }, '', '3'],
  [{ id: 'f', type: 'website', title: 'Site' }, '', 'https://exemple.fr'],
  [{ id: 'f', type: 'currency', title: 'Montant', currencySymbol: '€' }, '', '120'],
  [{ id: 'f', type: 'password', title: 'Secret' }, '', 's3cret'],
  [{ id: 'f', type: 'twitter', title: 'Compte' }, '', 'atelier'],
  [{ id: 'f', type: 'select', title: 'Liste', options: ['A', 'B'] }, '', 'B'],
  [{ id: 'f', type: 'radio', title: 'Radio', options: ['A', 'B'] }, '', 'A'],
  [{ id: 'f', type: 'checkbox', title: 'Cases', options: ['A', 'B'] }, [], ['B']],
  [{ id: 'f', type: 'likert', title: 'Avis', options: ['Q1', 'Q2'] }, {}, { Q1: '-2', Q2: '0' }],
  [{ id: 'f', type: 'name', title: 'Nom' }, ['', ''], ['Camille', 'Martin']],
  [
    { id: 'f', type: 'address', title: 'Adresse' },
    ['', '', '', '', '', ''],
    ['12 rue des Tanneurs', '', 'Lyon', '', '69001', 'France'],
  ],
  [{ id: 'f', type: 'phone', title: 'Téléphone' }, ['', '', '', ''], ['', '04', '78', '000000']],
  [
    { id: 'f', type: 'phone', title: 'Mobile', showCountryCode: true },
    ['', '', '', ''],
    ['33', '6', '12', '345678'],
  ],
  [{ id: 'f', type: 'date', title: 'Date' }, ['', '', ''], ['14', '3', '2027']],
  [{ id: 'f', type: 'time', title: 'Heure' }, ['', '', ''], ['10', '30', '']],
];

describe('required: every field type of the builder table (spec 000 §3, the server’s rule)', () => {
  it.each(
    REQUIRED_TABLE.map(([field, empty, filled]) => [field.type, field, empty, filled] as const),
  )(
    '%s: required and empty → "Ce champ est obligatoire.", filled → passes',
    (_type, field, empty, filled) => {
      const required = { ...field, required: true } as FormField;
      expect(validateField(required, empty)).toEqual(REQUIRED);
      expect(validateField(required, filled)).toBeNull();
    },
  );

  it.each(REQUIRED_TABLE.map(([field, empty]) => [field.type, field, empty] as const))(
    '%s: not required and empty → passes',
    (_type, field, empty) => {
      expect(validateField(field, empty)).toBeNull();
    },
  );

  it('blank text is empty: spaces only do not fill a required field', () => {
    const text: FormField = { id: 'f', type: 'text', title: 'Texte', required: true };
    expect(validateField(text, '  \n ')).toEqual(REQUIRED);
  });

  it('sections and hidden fields are never required', () => {
    const hidden: FormField = { id: 'h', type: 'hidden', key: 'source' };
    const section: FormField = { id: 's', type: 'section', title: 'Coordonnées' };
    expect(validateForm([hidden, section], { h: '' })).toBe(NO_ERRORS);
  });

  it('every invalid field at once, one message each, before any call', () => {
    const fields = REQUIRED_TABLE.map(
      ([field], index) => ({ ...field, id: `f${index}`, required: true }) as FormField,
    );
    const values = Object.fromEntries(
      REQUIRED_TABLE.map(([, empty], index) => [`f${index}`, empty]),
    );
    const errors = validateForm([...fields, message], { ...values, message: 'x'.repeat(11) });
    expect(errors.fields).toEqual({
      ...Object.fromEntries(fields.map((field) => [field.id, REQUIRED])),
      message: { key: 'forms.error.maxLength' },
    });
    expect(errors.general).toEqual([{ key: 'forms.error.invalidFields' }]);
  });
});

describe('multi-part fields: the needed parts, one message for the field (server wording)', () => {
  const required = <F extends FormField>(field: F): F => ({ ...field, required: true });
  const name: FormField = { id: 'n', type: 'name', title: 'Nom' };
  const address: FormField = { id: 'a', type: 'address', title: 'Adresse' };
  const phone: FormField = { id: 'p', type: 'phone', title: 'Téléphone', showCountryCode: true };
  const date: FormField = { id: 'd', type: 'date', title: 'Date' };
  const time: FormField = { id: 't', type: 'time', title: 'Heure' };

  it.each([
    ['a required name needs both names', required(name), ['Camille', ''], 'forms.error.name'],
    ['…first name too', required(name), [' ', 'Martin'], 'forms.error.name'],
    [
      'a required address needs line 1, city, postal code and country',
      required(address),
      ['12 rue', '', 'Lyon', '', '', 'France'],
      'forms.error.address',
    ],
    [
      'a phone needs more than its country code, required…',
      required(phone),
      ['33', '', '', ''],
      'forms.error.phone',
    ],
    ['…or not, once started', phone, ['33', '', '', ''], 'forms.error.phone'],
    ['a started date needs day, month and year', date, ['14', '', '2027'], 'forms.error.date'],
    ['…required too', required(date), ['', '3', ''], 'forms.error.date'],
    ['a started time needs hour and minute', time, ['10', '', ''], 'forms.error.time'],
    ['…seconds alone are no time', required(time), ['', '', '30'], 'forms.error.time'],
  ])('%s', (_name, field, value, key) => {
    expect(validateField(field, value)).toEqual({ key });
  });

  it.each([
    ['an optional name may be half filled', name, ['Camille', '']],
    ['an optional address may be partial', address, ['12 rue', '', '', '', '', '']],
    [
      'line 2 and region stay optional in a required address',
      required(address),
      ['12 rue', '', 'Lyon', '', '69001', 'France'],
    ],
    ['no country code is needed', required(phone), ['', '', '', '0478000000']],
    ['seconds are optional', required(time), ['10', '30', '']],
  ])('%s', (_name, field, value) => {
    expect(validateField(field, value)).toBeNull();
  });

  it('a required likert needs every statement answered', () => {
    const likert: FormField = {
      id: 'l',
      type: 'likert',
      title: 'Avis',
      options: ['Q1', 'Q2'],
      required: true,
    };
    expect(validateField(likert, { Q1: '1' })).toEqual({ key: 'forms.error.likertAll' });
    expect(validateField({ ...likert, required: false }, { Q1: '1' })).toBeNull();
  });

  it('validation disabled: nothing is required', () => {
    expect(validateForm([required(name)], { n: ['', ''] }, { disabled: true })).toBe(NO_ERRORS);
  });
});

describe('recheckField (a field corrected after a failure)', () => {
  const failed = {
    fields: { email: { key: 'forms.error.email' as const }, message: { text: 'Trop long.' } },
    captcha: { key: 'forms.error.captcha' as const },
    general: [{ key: 'forms.error.invalidFields' as const }, { text: 'Réessayez plus tard.' }],
  };

  it('drops the message once the value passes, and keeps the others', () => {
    expect(recheckField(failed, requiredEmail, 'camille@exemple.fr')).toEqual({
      fields: { message: { text: 'Trop long.' } },
      captcha: { key: 'forms.error.captcha' },
      general: [{ key: 'forms.error.invalidFields' }, { text: 'Réessayez plus tard.' }],
    });
  });

  it('gives the message the value now earns while it is still wrong', () => {
    expect(recheckField(failed, requiredEmail, '').fields.email).toEqual({
      key: 'forms.error.required',
    });
    expect(recheckField(failed, requiredEmail, 'camille@').fields.email).toEqual({
      key: 'forms.error.email',
    });
  });

  it("drops the invalid-fields summary with the last field message, not the server's", () => {
    const once = recheckField(failed, requiredEmail, 'camille@exemple.fr');
    expect(recheckField(once, message, 'Bonjour')).toEqual({
      fields: {},
      captcha: { key: 'forms.error.captcha' },
      general: [{ text: 'Réessayez plus tard.' }],
    });
  });

  it('returns the same errors for a field that shows no message', () => {
    const other: FormField = { id: 'societe', type: 'text', title: 'Société' };
    expect(recheckField(failed, other, 'Atelier')).toBe(failed);
    expect(recheckField(NO_ERRORS, requiredEmail, '')).toBe(NO_ERRORS);
  });
});
