import * as z from 'zod/mini';
import { type ParseResult, parseWith } from './parse-result';

/** Spec 000 §4 "Popup overlay": a displayFrequency of -1 means the overlay never shows again. */
export const POPUP_OVERLAY_NEVER_AGAIN = -1;

/**
 * Popup overlay settings, spec 000 §3: `style` (the spec gives no values; "none" hides it),
 * `version`, `displayFrequency` in days (-1: never again once closed). Extra fields are kept.
 */
export const PopupOverlaySettingsSchema = z.looseObject({
  style: z.nullish(z.union([z.string(), z.number()])),
  enableMobile: z.optional(z.boolean()),
  version: z.optional(z.number().check(z.minimum(0))),
  showUntilSignup: z.optional(z.boolean()),
  displayFrequency: z.optional(z.number().check(z.minimum(POPUP_OVERLAY_NEVER_AGAIN))),
});
export type PopupOverlaySettings = z.output<typeof PopupOverlaySettingsSchema>;

/** Parses popup overlay settings; never throws. */
export function parsePopupOverlaySettings(input: unknown): ParseResult<PopupOverlaySettings> {
  return parseWith(PopupOverlaySettingsSchema, input, 'popup overlay settings');
}
