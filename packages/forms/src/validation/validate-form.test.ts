import { describe, expect, it } from 'vitest';
import type { FormField } from '../core/form-definition';
import { NO_ERRORS } from '../core/form-messages';
import { validateField, validateForm } from './validate-form';

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

  it('email: otherwise it must be a valid address', () => {
    expect(validateField(requiredEmail, '')).toEqual({ key: 'forms.error.email' });
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
