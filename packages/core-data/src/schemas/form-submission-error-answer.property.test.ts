import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileKey,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import {
  FormSubmissionErrorAnswerSchema,
  parseFormSubmissionErrorAnswer,
} from './form-submission-error-answer';

// Property suite: the data of a failed POST /api/form/SaveFormSubmission (spec 000 §7, §8), as
// the server sends it: an errors map by field id, or a general error message.
const errorAnswer = {
  subject: 'form submission error answer',
  schema: FormSubmissionErrorAnswerSchema,
  parse: parseFormSubmissionErrorAnswer,
};

const errorAnswerLike = hostileRecord(
  {
    errors: sometimes(
      fc.oneof(
        fc.constant(null),
        fc.dictionary(hostileKey, sometimes(hostileString), { maxKeys: 6 }),
      ),
    ),
    error: sometimes(fc.oneof(fc.constant(null), hostileString)),
  },
  { errors: { polluted: 'yes' } },
);

describe('parseFormSubmissionErrorAnswer (property, spec 000 §7, §8)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(errorAnswer);
  });

  it('reads hostile form submission error answers: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(errorAnswer, errorAnswerLike, ({ errors, error }) => {
      if (errors != null) {
        for (const [field, message] of Object.entries(errors)) {
          assert.notEqual(field, '__proto__');
          assert.equal(typeof message, 'string');
        }
      }
      if (error != null) assert.equal(typeof error, 'string');
    });
  });
});
