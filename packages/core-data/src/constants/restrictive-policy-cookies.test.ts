import { describe, expect, it } from 'vitest';
import { RESTRICTIVE_POLICY_COOKIES } from './restrictive-policy-cookies';

describe('RESTRICTIVE_POLICY_COOKIES (spec 000 section 9)', () => {
  it('lists the nine cookies the restrictive policy clears, with their exact case', () => {
    expect(RESTRICTIVE_POLICY_COOKIES).toEqual([
      'ss_MATTR',
      'SS_MID',
      'SS_lastvisit',
      'user_segment',
      'ss_cid',
      'ss_cpvisit',
      'ss_cvisit',
      'ss_cvr',
      'ss_cvt',
    ]);
  });
});
