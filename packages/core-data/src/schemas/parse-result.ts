import type * as z from 'zod/mini';

/** One problem found in the input: where (`variants[0].sku`, `''` for the input itself) and what. */
export interface ParseIssue {
  path: string;
  message: string;
}

/** Why an input was refused: a short message naming the first failing path, then every issue. */
export interface ParseError {
  message: string;
  issues: ParseIssue[];
}

/** The result of a `parseX` function: errors are values, never exceptions. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: ParseError };

/** The most values an "expected one of" message lists before it shortens. */
const LISTED_VALUES_MAX = 8;

/** Formats a zod path as `a.b[0].c`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let formatted = '';
  for (const segment of path) {
    if (typeof segment === 'number') formatted += `[${segment}]`;
    else formatted += formatted === '' ? String(segment) : `.${String(segment)}`;
  }
  return formatted;
}

function describeInput(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') {
    if (Number.isNaN(input)) return 'NaN';
    if (!Number.isFinite(input)) return 'Infinity';
    if (!Number.isInteger(input)) return 'a fractional number';
  }
  return typeof input;
}

function describeValue(value: unknown): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

function describeValues(values: readonly unknown[]): string {
  const listed = values.slice(0, LISTED_VALUES_MAX).map(describeValue).join(', ');
  return values.length > LISTED_VALUES_MAX ? `${listed}, … (${values.length} values)` : listed;
}

function describeExpected(expected: string): string {
  return expected === 'int' ? 'integer' : expected;
}

/**
 * Short English messages for zod issues. zod/mini ships no locale (every message would read
 * "Invalid input"), and loading one means a global `z.config` call, so parsers pass this map.
 */
export function issueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined)
        return `required (expected ${describeExpected(issue.expected)})`;
      return `expected ${describeExpected(issue.expected)}, received ${describeInput(issue.input)}`;
    case 'invalid_value': {
      const expected =
        issue.values.length === 1
          ? `expected ${describeValue(issue.values[0])}`
          : `expected one of ${describeValues(issue.values)}`;
      return issue.input === undefined ? `required (${expected})` : expected;
    }
    case 'too_big': {
      const unit =
        issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${issue.maximum}${unit}`;
    }
    case 'too_small': {
      if (issue.minimum === 1 && issue.inclusive !== false && issue.origin === 'string') {
        return 'must not be empty';
      }
      const unit =
        issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : '';
      return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${issue.minimum}${unit}`;
    }
    case 'invalid_format':
      return issue.format === 'regex' ? 'has an invalid format' : `must be a valid ${issue.format}`;
    case 'invalid_union': {
      const expected = issue.errors.flatMap((branch) =>
        branch.length === 1 && branch[0]?.code === 'invalid_type' ? [branch[0].expected] : [],
      );
      return expected.length === issue.errors.length && expected.length > 0
        ? `expected ${expected.map(describeExpected).join(' or ')}, received ${describeInput(issue.input)}`
        : 'matches none of the accepted forms';
    }
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has unknown keys ${issue.keys.join(', ')}`;
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid element';
    default:
      return 'is invalid';
  }
}

function failure(subject: string, issues: ParseIssue[]): { ok: false; error: ParseError } {
  const first = issues[0];
  const where = first === undefined || first.path === '' ? '' : ` at ${first.path}`;
  const what = first === undefined ? '' : `: ${first.message}`;
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return { ok: false, error: { message: `Invalid ${subject}${where}${what}${more}`, issues } };
}

/**
 * Parses `input` with `schema` into a {@link ParseResult}, naming the input `subject` in the
 * message ("Invalid product at variants[0].sku: must be at most 60 characters"). Never throws:
 * an input that throws while being read (a hostile getter or proxy) is refused as unreadable.
 */
export function parseWith<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
  subject: string,
): ParseResult<z.output<S>> {
  try {
    const result = schema.safeParse(input, { error: issueMessage });
    if (result.success) return { ok: true, value: result.data };
    return failure(
      subject,
      result.error.issues.map((issue) => ({
        path: formatIssuePath(issue.path),
        message: issue.message,
      })),
    );
  } catch {
    return failure(subject, [{ path: '', message: 'could not be read' }]);
  }
}
