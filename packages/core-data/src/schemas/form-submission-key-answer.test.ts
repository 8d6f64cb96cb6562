import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseFormSubmissionKeyAnswer } from './form-submission-key-answer';

describe('parseFormSubmissionKeyAnswer (spec 000 §7 FormSubmissionKey)', () => {
  it('reads the key, keeping extra fields', () => {
    expect(parseFormSubmissionKeyAnswer({ key: 'abc', ttl: 60 })).toEqual({
      ok: true,
      value: { key: 'abc', ttl: 60 },
    });
  });

  it.each([
    ['required (expected string)', {}],
    ['must not be empty', { key: '' }],
    ['expected string, received number', { key: 12 }],
  ])('refuses an answer whose key is wrong: %s', (message, input) => {
    expect(parseFormSubmissionKeyAnswer(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid form submission key answer at key: ${message}`,
        issues: [{ path: 'key', message }],
      },
    });
  });

  it('refuses an answer that is not an object', () => {
    const result = parseFormSubmissionKeyAnswer('abc');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.message).toBe(
        'Invalid form submission key answer: expected object, received string',
      );
    }
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseFormSubmissionKeyAnswer(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
