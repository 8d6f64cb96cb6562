import assert from 'node:assert/strict';
import { parseFormSubmissionErrorAnswer } from '@vitrine/core-data/schemas/form-submission-error-answer';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { mapSubmissionError } from './map-submission-error';

// Property suite: a failed form submission's answer comes from the server (spec 000 §7, §8:
// status 400 with an errors map by field id, or a general error), parsed, then mapped to the
// messages shown at each field and above and below the form.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const FIELD_IDS = ['name', 'email', 'message', '__proto__', 'constructor'];
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE_STRINGS));
const fieldId = fc.oneof(
  fc.constantFrom(...FIELD_IDS, 'toString', 'unknown-field'),
  fc.string({ maxLength: 6 }),
);
const answerLike = fc.oneof(
  fc.record(
    {
      errors: fc.oneof(
        fc.dictionary(fieldId, fc.oneof(hostileString, fc.constantFrom(null, 0, true, {})), {
          maxKeys: 6,
        }),
        fc.constantFrom(null, 'errors', [], 0),
      ),
      error: fc.oneof(hostileString, fc.constantFrom(null, 0, true, {})),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue({ maxDepth: 2 }),
);
/** The server's answer as the data layer hands it over: JSON text, parsed. */
const asJson = (value: unknown): unknown => {
  const text = JSON.stringify(value);
  return text === undefined ? undefined : JSON.parse(text);
};
const status = fc.oneof(
  fc.constantFrom(400, 401, 403, 404, 429, 500, undefined),
  fc.integer({ min: 100, max: 599 }),
);

describe('mapSubmissionError of a parsed answer (property, spec 000 §7, §8)', {
  timeout: 60_000,
}, () => {
  it('never throws, shows each field error at its field and nothing on Object.prototype', () => {
    fc.assert(
      fc.property(
        answerLike.map(asJson),
        status,
        fc.constantFrom('key', 'save' as const),
        fc.subarray(FIELD_IDS),
        (data, code, stage, fieldIds) => {
          const parsed = parseFormSubmissionErrorAnswer(data);
          const answer = parsed.ok ? parsed.value : null;
          const errors = mapSubmissionError({ stage, status: code, answer }, fieldIds);
          assert.ok(errors.general.length > 0, 'a failure always shows a general message');
          assert.equal(Object.getPrototypeOf(errors.fields), Object.prototype);
          for (const [id, message] of Object.entries(errors.fields)) {
            assert.ok(fieldIds.includes(id));
            assert.ok('text' in message && typeof message.text === 'string' && message.text !== '');
          }
          for (const message of errors.general) {
            assert.ok(
              ('key' in message && typeof message.key === 'string') ||
                ('text' in message && typeof message.text === 'string'),
            );
          }
          if (stage === 'key')
            assert.deepEqual(errors, {
              fields: {},
              general: [{ key: 'forms.error.submissionKey' }],
            });
          assert.equal(({} as Record<string, unknown>).text, undefined);
        },
      ),
      RUNS,
    );
  });
});
