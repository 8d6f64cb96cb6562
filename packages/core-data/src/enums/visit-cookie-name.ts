import { defineEnum, type EnumValueOf } from './define-enum';

/**
 * Visit cookie names, spec 000 §3 "Visit cookies": ss_cvr (visitor record of five parts),
 * ss_cvt (visit timestamp) and ss_lastid (site identifier on the app domain).
 */
export const VisitCookieName = /* @__PURE__ */ defineEnum({
  SS_CVR: 'ss_cvr',
  SS_CVT: 'ss_cvt',
  SS_LASTID: 'ss_lastid',
});
export type VisitCookieName = EnumValueOf<typeof VisitCookieName>;
