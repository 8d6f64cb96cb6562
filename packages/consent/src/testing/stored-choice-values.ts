import fc from 'fast-check';

// Test support only (no build entry reaches this file): stored cookie-choice values built from
// what they mean, so the property suites expect a choice from how the value was made, never by
// decoding it the way the code does. Spec 000 §3: the stored choice is 'allowed' true or false;
// the value is the JSON of an object whose own `allowed` is that boolean (other fields ignored).

export type StoredChoice = {
  readonly value: string;
  readonly expected: 'allowed' | 'denied' | undefined;
};

/** Other fields of the stored object: never `allowed`, sometimes a prototype key. */
const otherFields = fc.dictionary(
  fc.oneof(
    fc.string({ maxLength: 8 }).filter((key) => key !== 'allowed'),
    fc.constantFrom('__proto__', 'constructor', 'Allowed'),
  ),
  fc.jsonValue({ maxDepth: 1 }),
  { maxKeys: 3 },
);
const layout = fc.constantFrom(undefined, 1, '\t');

/** A valid choice, as JSON with other fields and any layout. */
const aChoice: fc.Arbitrary<StoredChoice> = fc
  .record({ allowed: fc.boolean(), other: otherFields, space: layout })
  .map(({ allowed, other, space }) => ({
    value: JSON.stringify({ ...other, allowed }, null, space),
    expected: allowed ? 'allowed' : 'denied',
  }));

/** Not a choice: an object whose `allowed` is there but not a boolean, or is missing. */
const notABoolean: fc.Arbitrary<StoredChoice> = fc
  .record({
    allowed: fc.option(
      fc.jsonValue({ maxDepth: 1 }).filter((value) => typeof value !== 'boolean'),
      { nil: undefined },
    ),
    other: otherFields,
  })
  .map(({ allowed, other }) => ({
    value: JSON.stringify(allowed === undefined ? other : { ...other, allowed }),
    expected: undefined,
  }));

/** Not a choice: JSON that is not an object (arrays of choices included). */
const notAnObject: fc.Arbitrary<StoredChoice> = fc
  .oneof(
    fc.boolean(),
    fc.integer(),
    fc.string(),
    fc.constant(null),
    fc.array(
      aChoice.map(({ value }) => JSON.parse(value) as unknown),
      { maxLength: 2 },
    ),
  )
  .map((json) => ({ value: JSON.stringify(json), expected: undefined }));

/** Not a choice: text that is not JSON (a JSON text never ends with an open brace). */
const notJson: fc.Arbitrary<StoredChoice> = fc
  .string({ maxLength: 30 })
  .map((text) => ({ value: `${text}{`, expected: undefined }));

/** Near misses and hostile text, each with its meaning. */
const known: fc.Arbitrary<StoredChoice> = fc.constantFrom<StoredChoice>(
  { value: '{"allowed":true}', expected: 'allowed' },
  { value: '{ "allowed" : false }', expected: 'denied' },
  // JSON keeps the last of repeated keys.
  { value: '{"allowed":true,"allowed":false}', expected: 'denied' },
  { value: '{"allowed":"true"}', expected: undefined },
  { value: '{"allowed":1}', expected: undefined },
  { value: '{"allowed":null}', expected: undefined },
  { value: '{"Allowed":true}', expected: undefined },
  { value: '{"__proto__":{"allowed":true}}', expected: undefined },
  { value: '{"constructor":{"prototype":{"allowed":true}}}', expected: undefined },
  { value: '[{"allowed":true}]', expected: undefined },
  { value: '{"allowed":true}garbage', expected: undefined },
  { value: '{%22allowed%22:true}', expected: undefined },
  { value: 'true', expected: undefined },
  { value: 'null', expected: undefined },
  { value: '%', expected: undefined },
  { value: '<script>alert(1)</script>', expected: undefined },
  { value: 'javascript:alert(1)', expected: undefined },
  { value: '\u0000', expected: undefined },
  { value: '', expected: undefined },
);

/** A stored value of any of the kinds above, with the choice it means. */
export const storedChoice: fc.Arbitrary<StoredChoice> = fc.oneof(
  aChoice,
  notABoolean,
  notAnObject,
  notJson,
  known,
);
