import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { parseLoginAnswer } from './login-answer';

describe('parseLoginAnswer (spec 000 §7 account session)', () => {
  it('reads the XSRF token, keeping extra fields', () => {
    expect(parseLoginAnswer({ xsrfToken: 'token', memberId: 'm1' })).toEqual({
      ok: true,
      value: { xsrfToken: 'token', memberId: 'm1' },
    });
  });

  it.each([
    ['required (expected string)', {}],
    ['must not be empty', { xsrfToken: '' }],
    ['expected string, received null', { xsrfToken: null }],
  ])('refuses an answer whose token is wrong: %s', (message, input) => {
    expect(parseLoginAnswer(input)).toEqual({
      ok: false,
      error: {
        message: `Invalid login answer at xsrfToken: ${message}`,
        issues: [{ path: 'xsrfToken', message }],
      },
    });
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(typeof parseLoginAnswer(input).ok).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });
});
