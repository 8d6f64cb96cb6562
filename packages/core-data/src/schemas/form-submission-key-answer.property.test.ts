import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import {
  FormSubmissionKeyAnswerSchema,
  parseFormSubmissionKeyAnswer,
} from './form-submission-key-answer';

// Property suite: the answer of POST /api/form/FormSubmissionKey (spec 000 §7), as the server
// sends it: it must hold a non-empty key.
const keyAnswer = {
  subject: 'form submission key answer',
  schema: FormSubmissionKeyAnswerSchema,
  parse: parseFormSubmissionKeyAnswer,
};

const keyAnswerLike = hostileRecord(
  { key: sometimes(hostileString), extra: sometimes(hostileString) },
  { key: 'forged' },
);

describe('parseFormSubmissionKeyAnswer (property, spec 000 §7)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(keyAnswer);
  });

  it('reads hostile form submission key answers: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(keyAnswer, keyAnswerLike, (value, input) => {
      assert.equal(typeof value.key, 'string');
      assert.ok(value.key.length > 0);
      assert.equal(value.key, input.key);
    });
  });
});
