import { defineEnum, type EnumValueOf } from './define-enum';

/** Local-storage keys of the popup overlay's data, spec 000 §3 "Popup overlay". */
export const PopupOverlayStorageKey = /* @__PURE__ */ defineEnum({
  DATE_CLOSED: 'date-closed',
  VERSION: 'version',
  SUBMITTED: 'submitted',
});
export type PopupOverlayStorageKey = EnumValueOf<typeof PopupOverlayStorageKey>;
