import assert from 'node:assert/strict';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { HOSTILE_STRINGS } from '../../../core-data/src/testing/hostile-strings';
import { FIELD_KINDS, isFormFieldType } from './field-kinds';
import { normalizeFormDefinition } from './normalize-form-definition';

// Property suite: a form block's definition is JSON of the published page (spec 000 §3 "Form
// field types"), read into fields the form can render and submit.
// Inside properties, node:assert: vitest's expect would cost seconds over 10 000 runs.
const RUNS = { numRuns: 10_000 };

const TYPES = Object.keys(FIELD_KINDS);
const HOSTILE = [...HOSTILE_STRINGS, '<img src=x onerror=alert(1)>', 'toString', 'hasOwnProperty'];
const hostileString = fc.oneof(fc.string(), fc.constantFrom(...HOSTILE));
const wrongValue = fc.constantFrom(null, undefined, 0, -1, Number.NaN, true, [], {});
const text = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: wrongValue },
);
const id = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'c', 'email', '__proto__', 'constructor') },
  { weight: 2, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 3 }) },
  { weight: 1, arbitrary: wrongValue },
);
const fieldLike = fc.record(
  {
    id,
    type: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom(...TYPES) },
      { weight: 1, arbitrary: fc.oneof(hostileString, wrongValue) },
    ),
    title: text,
    description: text,
    placeholder: text,
    currencySymbol: text,
    key: text,
    value: text,
    required: fc.oneof(fc.boolean(), text),
    showCountryCode: fc.oneof(fc.boolean(), text),
    underline: fc.oneof(fc.boolean(), text),
    maxLength: fc.oneof(fc.nat(), text),
    options: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.array(fc.oneof(hostileString, fc.integer(), wrongValue), { maxLength: 5 }),
      },
      { weight: 1, arbitrary: fc.oneof(hostileString, wrongValue) },
    ),
  },
  { requiredKeys: [] },
);
const definitionLike = fc.record(
  {
    id: text,
    fields: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.array(
          fc.oneof(
            { weight: 6, arbitrary: fieldLike },
            { weight: 1, arbitrary: fc.oneof(hostileString, wrongValue) },
          ),
          { maxLength: 6 },
        ),
      },
      { weight: 1, arbitrary: fc.oneof(hostileString, wrongValue) },
    ),
    collectionId: text,
    objectName: text,
    submitButtonText: text,
    successRedirect: text,
    postSubmitMessage: text,
    postSubmitHtml: text,
    isOverlayForm: fc.oneof(fc.boolean(), text),
    captcha: fc.oneof(fc.boolean(), text),
    submitBoundToCaptcha: fc.oneof(fc.boolean(), text),
    validationDisabled: fc.oneof(fc.boolean(), text),
  },
  { requiredKeys: [] },
);
const anyValue = fc.anything({
  maxDepth: 3,
  maxKeys: 5,
  withBigInt: true,
  withNullPrototype: true,
  withMap: true,
});

/** The text a value reads as: strings as they are, numbers written out. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

describe('normalizeFormDefinition (property, spec 000 §3)', { timeout: 60_000 }, () => {
  it('never throws, and gives only known fields with unique ids, text settings and lists of unique options', () => {
    fc.assert(
      fc.property(fc.oneof(definitionLike, anyValue, fc.jsonValue()), (input) => {
        const { definition, warnings } = normalizeFormDefinition(input);
        assert.equal(typeof definition.id, 'string');
        for (const warning of warnings) assert.equal(typeof warning, 'string');
        const ids = new Set<string>();
        for (const field of definition.fields) {
          assert.ok(isFormFieldType(field.type));
          assert.ok(typeof field.id === 'string' && field.id !== '' && !ids.has(field.id));
          ids.add(field.id);
          if ('options' in field) {
            assert.ok(Array.isArray(field.options));
            assert.equal(new Set(field.options).size, field.options.length);
            for (const option of field.options) assert.equal(typeof option, 'string');
          }
          if (field.type === 'hidden') assert.equal(typeof field.key, 'string');
          for (const [name, value] of Object.entries(field)) {
            if (['required', 'showCountryCode', 'underline'].includes(name))
              assert.equal(value, true);
          }
        }
        for (const name of [
          'isOverlayForm',
          'captcha',
          'submitBoundToCaptcha',
          'validationDisabled',
        ] as const) {
          assert.ok(definition[name] === undefined || definition[name] === true);
        }
        assert.equal(({} as Record<string, unknown>).polluted, undefined);
      }),
      RUNS,
    );
  });

  it('keeps exactly the fields of a known type whose id is new, in order, and warns about the others', () => {
    fc.assert(
      fc.property(definitionLike, (input) => {
        const { definition, warnings } = normalizeFormDefinition(input);
        const fields = Array.isArray(input.fields) ? input.fields : [];
        const kept: string[] = [];
        let dropped = 0;
        for (const raw of fields) {
          const field = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
          const fieldId = asText((field as { id?: unknown }).id) ?? '';
          if (
            !isFormFieldType((field as { type?: unknown }).type) ||
            fieldId === '' ||
            kept.includes(fieldId)
          ) {
            dropped += 1;
          } else kept.push(fieldId);
        }
        assert.deepEqual(
          definition.fields.map((field) => field.id),
          kept,
        );
        assert.ok(warnings.length >= dropped);
        assert.equal(definition.id, asText(input.id) ?? '');
      }),
      RUNS,
    );
  });

  it('is idempotent: a normalised definition normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(definitionLike, anyValue), (input) => {
        const once = normalizeFormDefinition(input).definition;
        assert.deepEqual(normalizeFormDefinition(once).definition, once);
      }),
      RUNS,
    );
  });
});
