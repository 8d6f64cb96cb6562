import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isValidEmail } from './is-valid-email';

describe('isValidEmail (spec 000 section 5)', () => {
  it('has the spec length bounds of 3 to 256 (spec 000 section 9)', () => {
    expect(EMAIL_MIN_LENGTH).toBe(3);
    expect(EMAIL_MAX_LENGTH).toBe(256);
  });

  it('accepts a local part, @, a dotted domain and a final label of 2 to 4 alphanumerics', () => {
    for (const email of [
      'a@b.co',
      'jean.dupont@example.fr',
      'first+tag@mail.example.info',
      'x_y-z@sub-domain.example.com',
      'user@domain.co.uk',
      'élodie@café.fr',
      'a@b.c0m',
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('rejects a final label that is not 2 to 4 alphanumerics', () => {
    expect(isValidEmail('a@example.c')).toBe(false);
    expect(isValidEmail('a@example.museum')).toBe(false);
    expect(isValidEmail('a@example.c-m')).toBe(false);
    expect(isValidEmail('a@example.fr.')).toBe(false);
  });

  it('rejects addresses without a local part, an @ or a dotted domain', () => {
    for (const email of [
      '',
      'ab',
      'plainaddress',
      '@example.com',
      'a@',
      'a@com',
      'a@@example.com',
      'a@b@example.com',
      'a@.example.com',
      'a@example..com',
      'a@-example.com',
      'a@example-.com',
      'a b@example.com',
      'a@exa mple.com',
      ' a@example.com',
      'a@example.com ',
      '.a@example.com',
      'a.@example.com',
      'a..b@example.com',
      'a<b>@example.com',
      'a@exam_ple.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('enforces at most 256 characters', () => {
    const domain = '@example.com';
    expect(isValidEmail(`${'a'.repeat(256 - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(257 - domain.length)}${domain}`)).toBe(false);
  });

  it('returns false rather than throwing for non-string input', () => {
    expect(isValidEmail(undefined as unknown as string)).toBe(false);
    expect(isValidEmail(42 as unknown as string)).toBe(false);
  });

  it('never throws and always returns a boolean', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => {
        expect(typeof isValidEmail(s)).toBe('boolean');
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('accepts every address built by the rule', () => {
    const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
    const word = (max: number) =>
      fc.array(alnum, { minLength: 1, maxLength: max }).map((chars) => chars.join(''));
    const email = fc
      .tuple(
        fc.array(word(10), { minLength: 1, maxLength: 3 }),
        fc.array(word(10), { minLength: 1, maxLength: 3 }),
        fc.array(alnum, { minLength: 2, maxLength: 4 }),
      )
      .map(([local, domain, tld]) => `${local.join('.')}@${domain.join('.')}.${tld.join('')}`);
    fc.assert(
      fc.property(email, (address) => {
        expect(isValidEmail(address)).toBe(true);
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('rejects any address with two @', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), fc.string({ maxLength: 50 }), (a, b) => {
        expect(isValidEmail(`${a}@${b}@example.com`)).toBe(false);
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('answers a 100 kB hostile input in under 10 ms', () => {
    const hostile = [
      `${'a'.repeat(100_000)}@`,
      `a@${'a.'.repeat(50_000)}!`,
      '@'.repeat(100_000),
      `${'a@'.repeat(50_000)}example.com`,
      `${'a.'.repeat(50_000)}@example.com`,
      `a@${'-'.repeat(100_000)}.com`,
    ];
    for (const input of hostile) isValidEmail(input); // warm-up
    for (const input of hostile) {
      const start = performance.now();
      expect(isValidEmail(input)).toBe(false);
      expect(performance.now() - start, input.slice(0, 10)).toBeLessThan(10);
    }
  });

  it('stays fast on hostile input within the length limit', () => {
    const hostile = [`a@${'a.'.repeat(126)}!`, `${'a.'.repeat(126)}@x`, `a@${'a-'.repeat(126)}`];
    for (const input of hostile) isValidEmail(input);
    for (const input of hostile) {
      const start = performance.now();
      expect(isValidEmail(input)).toBe(false);
      expect(performance.now() - start).toBeLessThan(10);
    }
  });
});
