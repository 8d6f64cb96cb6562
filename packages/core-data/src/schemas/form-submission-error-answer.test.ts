import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseFormSubmissionErrorAnswer } from './form-submission-error-answer';

describe('parseFormSubmissionErrorAnswer (spec 000 §7, §8)', () => {
  it('reads field errors keyed by field id (status 400)', () => {
    const answer = { errors: { 'email-1': 'Adresse invalide', 'text-2': 'Obligatoire' } };
    expect(parseFormSubmissionErrorAnswer(answer)).toEqual({ ok: true, value: answer });
  });

  it('reads a general error', () => {
    expect(parseFormSubmissionErrorAnswer({ error: 'Trop de demandes' })).toEqual({
      ok: true,
      value: { error: 'Trop de demandes' },
    });
  });

  it('accepts an answer with neither', () => {
    expect(parseFormSubmissionErrorAnswer({ errors: null })).toEqual({
      ok: true,
      value: { errors: null },
    });
  });

  it.each([
    ['errors.email-1', 'expected string, received array', { errors: { 'email-1': ['x'] } }],
    ['errors', 'expected record, received string', { errors: 'invalid' }],
    ['error', 'expected string, received number', { error: 500 }],
  ])('refuses an answer with a bad %s: %s', (path, message, input) => {
    expect(parseFormSubmissionErrorAnswer(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid form submission error answer at ${path}: ${message}`,
        issues: [{ path, message }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseFormSubmissionErrorAnswer(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
