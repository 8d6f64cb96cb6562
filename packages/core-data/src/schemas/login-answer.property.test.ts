import assert from 'node:assert/strict';
import { describe, it } from 'vitest';
import {
  assertParsesAnyInput,
  assertReadsHostile,
  hostileRecord,
  hostileString,
  sometimes,
} from '../testing/property-harness';
import { LoginAnswerSchema, parseLoginAnswer } from './login-answer';

// Property suite: the answer of POST /api/site-users/account/session (spec 000 §3
// "Session login", §7), as the server sends it: it must carry a non-empty xsrfToken.
const loginAnswer = {
  subject: 'login answer',
  schema: LoginAnswerSchema,
  parse: parseLoginAnswer,
};

const loginAnswerLike = hostileRecord(
  { xsrfToken: sometimes(hostileString), extra: sometimes(hostileString) },
  { xsrfToken: 'forged' },
);

describe('parseLoginAnswer (property, spec 000 §3, §7)', { timeout: 60_000 }, () => {
  it('never throws on any value, and returns a valid value or a typed error', () => {
    assertParsesAnyInput(loginAnswer);
  });

  it('reads hostile login answers: a valid one parses again to itself and keeps the spec rules', () => {
    assertReadsHostile(loginAnswer, loginAnswerLike, (value, input) => {
      assert.equal(typeof value.xsrfToken, 'string');
      assert.ok(value.xsrfToken.length > 0);
      assert.equal(value.xsrfToken, input.xsrfToken);
    });
  });
});
