import { defineEnum, type EnumValueOf } from './define-enum';

/** Site roles of an account, spec 000 §3 "Enumerations" (5 is not listed). */
export const SiteRole = /* @__PURE__ */ defineEnum({
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
});
export type SiteRole = EnumValueOf<typeof SiteRole>;

/** Permission codes, spec 000 §6. Finer permissions exist but have no codes in the spec. */
export const PermissionCode = /* @__PURE__ */ defineEnum({
  CONFIG: 1,
  ADMIN: 2,
  CONTENT_MANAGER: 11,
  SETTINGS: 12,
  ACTIVITY: 13,
  COMMERCE: 14,
  NEWSLETTER: 15,
  DAMASK: 17,
  CRM: 18,
});
export type PermissionCode = EnumValueOf<typeof PermissionCode>;
