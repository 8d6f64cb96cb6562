import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseFormSubmissionPayload } from './form-submission';

const fieldValues = {
  'text-1': 'Bonjour',
  'checkbox-2': ['Lundi', 'Mardi'],
  'name-3': ['Camille', 'Martin'],
  'phone-4': ['', '33', '612', '345678'],
  'likert-5': { 'Le service': '2', 'Le prix': '-1' },
  'number-6': 42,
};

/** A payload as the form sends it (spec 000 §7 SaveFormSubmission). */
const payload = {
  key: 'submission-key',
  formId: 'form-1',
  collectionId: 'collection-1',
  objectName: 'page-section-1',
  isOverlayForm: false,
  submitButtonText: 'Envoyer',
  form: JSON.stringify(fieldValues),
  captchaKey: 'captcha-token',
  pagePath: '/contact',
  pageId: 'collection-1',
  pageTitle: 'Contact',
  contentSource: 'c',
};

describe('parseFormSubmissionPayload (spec 000 §3 "Form submission payload")', () => {
  it('accepts a full payload and keeps the page and census fields', () => {
    expect(parseFormSubmissionPayload(payload)).toEqual({ ok: true, value: payload });
  });

  it('needs only key, formId and form: the captcha key is set only with a captcha', () => {
    const minimal = { key: 'k', formId: 'f', form: '{}' };
    expect(parseFormSubmissionPayload(minimal)).toEqual({ ok: true, value: minimal });
  });

  it.each([
    ['key', 'required (expected string)', { ...payload, key: undefined }],
    ['key', 'must not be empty', { ...payload, key: '' }],
    ['formId', 'expected string, received number', { ...payload, formId: 7 }],
    ['form', 'expected string, received object', { ...payload, form: fieldValues }],
    ['form', 'must be the JSON of field values keyed by field id', { ...payload, form: '{"a":' }],
    ['form', 'must be the JSON of field values keyed by field id', { ...payload, form: '["a"]' }],
    ['form', 'must be the JSON of field values keyed by field id', { ...payload, form: 'null' }],
    [
      'form',
      'must be the JSON of field values keyed by field id',
      { ...payload, form: '{"a":true}' },
    ],
    ['captchaKey', 'must not be empty', { ...payload, captchaKey: '' }],
    ['isOverlayForm', 'expected boolean, received string', { ...payload, isOverlayForm: 'false' }],
  ])('refuses a payload with a bad %s: %s', (path, message, input) => {
    expect(parseFormSubmissionPayload(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid form submission payload at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseFormSubmissionPayload(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('never throws on arbitrary form JSON', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (form) => {
        const result = parseFormSubmissionPayload({ key: 'k', formId: 'f', form });
        expect(typeof result.ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
