/** Cookies the restrictive cookie policy clears (spec 000 section 9). */
export const RESTRICTIVE_POLICY_COOKIES = [
  'ss_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
] as const;

/** A cookie the restrictive cookie policy clears. */
export type RestrictivePolicyCookie = (typeof RESTRICTIVE_POLICY_COOKIES)[number];
