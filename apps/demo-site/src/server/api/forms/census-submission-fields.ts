import type { CensusIntraPageFields } from '@vitrine/telemetry/census';

/**
 * The census intra-page event fields the site's forms send with a submission (spec 000 §3; the
 * page sets them in `blocks/form-census.ts`): counts, a flag and a time in milliseconds.
 */
export const CENSUS_SUBMISSION_FIELDS = {
  censusButtonClicks: 'count',
  censusQuickViews: 'count',
  censusOverlayShown: 'flag',
  censusFormRenderTime: 'milliseconds',
  // The names the census gives (a renamed field fails here), plus the form's render time.
} as const satisfies Record<
  keyof CensusIntraPageFields | 'censusFormRenderTime',
  'count' | 'flag' | 'milliseconds'
>;

/** More clicks or quick views than this on one page is not a visitor's. */
const MAX_COUNT = 100_000;
/** A day: a form rendered later than that after its page started is not believed. */
const MAX_RENDER_TIME_MS = 86_400_000;

type FieldValue = string | number | boolean | null;

function numberOf(value: FieldValue): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** The value kept for a census field, or undefined when it breaks its rule (a form-encoded body sends text). */
function checkedValue(rule: 'count' | 'flag' | 'milliseconds', value: FieldValue) {
  if (rule === 'flag') {
    if (typeof value === 'boolean') return value;
    return value === 'true' ? true : value === 'false' ? false : undefined;
  }
  const number = numberOf(value);
  if (number === undefined || number < 0) return undefined;
  if (rule === 'count') return Number.isInteger(number) && number <= MAX_COUNT ? number : undefined;
  return number <= MAX_RENDER_TIME_MS ? Math.round(number) : undefined;
}

/**
 * Checks the census fields among a submission's page fields, at the edge: each is kept with its
 * type (a number, a boolean) when it follows its rule, and left out otherwise. A bad census field
 * never costs the visitor their message: the submission is stored without it.
 */
export function checkCensusSubmissionFields(
  fields: Readonly<Record<string, FieldValue>>,
): Record<string, FieldValue> {
  const checked: Record<string, FieldValue> = { ...fields };
  for (const [name, rule] of Object.entries(CENSUS_SUBMISSION_FIELDS)) {
    if (!Object.hasOwn(checked, name)) continue;
    const value = checkedValue(rule, checked[name] ?? null);
    if (value === undefined) delete checked[name];
    else checked[name] = value;
  }
  return checked;
}
