import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { hostileUnit, RUNS } from '../testing/property-harness';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, isValidEmail } from './is-valid-email';

// Property suite: isValidEmail checks addresses typed by visitors (spec 000 §5 "Email rule":
// 3 to 256 characters, a local part, @, a dotted domain, a final label of 2 to 4 alphanumerics).

const HOSTILE_PIECES = [
  '<script>',
  'javascript:',
  '@',
  '.',
  '..',
  '-',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u2028',
  '\u0000',
  '"',
  '\\',
  '__proto__',
  'é',
  'com',
];
const unit = hostileUnit(HOSTILE_PIECES);
const hostileText = fc.string({ unit, maxLength: 80 });

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const word = (max: number) =>
  fc.array(alnum, { minLength: 1, maxLength: max }).map((chars) => chars.join(''));
const localChar = fc.constantFrom(..."abcxyz019!#$%&'*+/=?^_`{|}~-");
const local = fc
  .array(fc.array(localChar, { minLength: 1, maxLength: 20 }), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map((part) => part.join('')).join('.'));
/** An address the spec's rule accepts when it is not over 256 characters. */
const specAddress = fc
  .tuple(
    local,
    fc.array(word(63), { minLength: 1, maxLength: 5 }),
    fc.array(alnum, { minLength: 2, maxLength: 4 }),
  )
  .map(([name, labels, last]) => `${name}@${labels.join('.')}.${last.join('')}`);

describe('isValidEmail (property, spec 000 §5 and §9)', () => {
  it('never throws on any input and answers a boolean', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, fc.anything()), (input) => {
        const valid = isValidEmail(input as string);
        assert.equal(typeof valid, 'boolean');
        if (typeof input !== 'string') assert.ok(!valid);
      }),
      RUNS,
    );
  });

  it('accepts only what has the spec shape: length, one @, a dotted domain, a 2 to 4 alphanumeric end', () => {
    fc.assert(
      fc.property(fc.oneof(hostileText, specAddress), (input) => {
        if (!isValidEmail(input)) return;
        assert.ok(input.length >= EMAIL_MIN_LENGTH);
        assert.ok(input.length <= EMAIL_MAX_LENGTH);
        const [name = '', domain = '', ...rest] = input.split('@');
        assert.deepEqual(rest, []);
        assert.ok(name.length > 0);
        const labels = domain.split('.');
        assert.ok(labels.length >= 2);
        assert.match(labels.at(-1) ?? '', /^[A-Za-z0-9]{2,4}$/);
        assert.doesNotMatch(input, /[\s<>]/u);
      }),
      RUNS,
    );
  });

  it('accepts every address of the spec shape up to 256 characters, and none longer', () => {
    fc.assert(
      fc.property(specAddress, (address) => {
        assert.equal(isValidEmail(address), address.length <= EMAIL_MAX_LENGTH);
      }),
      RUNS,
    );
  });

  it('rejects an address with a space or any other whitespace anywhere in it', () => {
    const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000');
    fc.assert(
      fc.property(specAddress, whitespace, fc.nat(), (address, space, at) => {
        const index = at % (address.length + 1);
        assert.equal(
          isValidEmail(`${address.slice(0, index)}${space}${address.slice(index)}`),
          false,
        );
      }),
      RUNS,
    );
  });

  it('rejects a final label that is not 2 to 4 alphanumerics', () => {
    const badEnd = fc.oneof(
      fc.array(alnum, { minLength: 5, maxLength: 12 }).map((chars) => chars.join('')),
      alnum,
      fc.constantFrom('', 'c-m', 'c_m', 'é', 'co m', '<b>'),
    );
    fc.assert(
      fc.property(local, word(20), badEnd, (name, label, end) => {
        assert.ok(!isValidEmail(`${name}@${label}.${end}`));
      }),
      RUNS,
    );
  });
});
