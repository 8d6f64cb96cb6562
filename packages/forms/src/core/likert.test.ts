import { LikertScale } from '@vitrine/core-data/enums';
import { describe, expect, it } from 'vitest';
import { LIKERT_SCALE } from './likert';

describe('LIKERT_SCALE (spec 000 §3: -2 to 2)', () => {
  it('holds the values of LikertScale, in order', () => {
    expect(LIKERT_SCALE.map(({ value }) => value)).toEqual(LikertScale.values);
  });

  it('labels them strongly disagree, disagree, neutral, agree, strongly agree', () => {
    expect(LIKERT_SCALE.map(({ label }) => label)).toEqual([
      'forms.likert.stronglyDisagree',
      'forms.likert.disagree',
      'forms.likert.neutral',
      'forms.likert.agree',
      'forms.likert.stronglyAgree',
    ]);
  });
});
