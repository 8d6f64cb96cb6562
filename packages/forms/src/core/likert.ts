import type { LikertScale } from '@vitrine/core-data/enums';
import type { FormsMessageKey } from './form-messages';

/**
 * The likert scale, -2 to 2, with its five labels: strongly disagree, disagree, neutral, agree,
 * strongly agree (spec 000 §3). Typed by `LikertScale` of `@vitrine/core-data/enums` (a unit test
 * checks both agree); the values are written here because importing that enumeration at run time
 * brings every enumeration of core-data (3 kB) into the form block.
 */
export const LIKERT_SCALE: readonly {
  readonly value: LikertScale;
  readonly label: FormsMessageKey;
}[] = [
  { value: -2, label: 'forms.likert.stronglyDisagree' },
  { value: -1, label: 'forms.likert.disagree' },
  { value: 0, label: 'forms.likert.neutral' },
  { value: 1, label: 'forms.likert.agree' },
  { value: 2, label: 'forms.likert.stronglyAgree' },
];
