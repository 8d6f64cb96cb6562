import type { PageType } from '@vitrine/core-data/enums';

/*
 * Page types written as literals typed against core-data's enumeration (a drift fails the
 * typecheck), so the popup overlay does not ship the PageType table.
 */
const NOT_FOUND: typeof PageType.NOT_FOUND = 100;
const LOCK_SCREEN: typeof PageType.LOCK_SCREEN = 103;

import type { PopupOverlaySettings } from '@vitrine/core-data/schemas/popup-overlay-settings';
import type { PopupOverlayStoredData } from '@vitrine/core-data/schemas/popup-overlay-stored-data';

/** The style value that turns the overlay off (spec 000 §4). */
export const POPUP_OVERLAY_STYLE_NONE = 'none';
/** A displayFrequency of -1 means never again once closed (spec 000 §4). */
export const POPUP_OVERLAY_NEVER_AGAIN = -1;
/** displayFrequency is in days. */
export const DAY_MS = 86_400_000;

export interface PopupOverlayPageContext {
  readonly pageType?: number | undefined;
  /** The screenshot flag (the page is rendered for a screenshot). */
  readonly screenshot: boolean;
  /** The visitor is on a mobile device. */
  readonly isMobile: boolean;
}

/** The reasons a decision shows the overlay (`data-decision` on the overlay, then it opens). */
export const POPUP_OVERLAY_SHOW_REASONS = [
  'first-visit',
  'newer-version',
  'frequency-elapsed',
] as const;

export type PopupOverlayDecision =
  | { readonly show: true; readonly reason: (typeof POPUP_OVERLAY_SHOW_REASONS)[number] }
  | {
      readonly show: false;
      readonly reason:
        | 'no-style'
        | 'page'
        | 'screenshot'
        | 'device'
        | 'submitted'
        | 'never-again'
        | 'recently-closed';
    };

/**
 * Spec 000 §4 "Popup overlay", with the reason: never on the splash-page not-found page (page
 * type 100) or the lock screen (103), nor with the screenshot flag; a style set and not none; the
 * device rule (mobile only with enableMobile); then the stored state: a setting version newer
 * than the stored one shows it again; submitted with showUntilSignup hides it; a closed date
 * shows it again once displayFrequency days have passed (-1: never again). `now` is epoch ms.
 */
export function popupOverlayDecision(
  settings: PopupOverlaySettings | null | undefined,
  stored: PopupOverlayStoredData,
  context: PopupOverlayPageContext,
  now: number,
): PopupOverlayDecision {
  if (context.pageType === NOT_FOUND || context.pageType === LOCK_SCREEN) {
    return { show: false, reason: 'page' };
  }
  if (context.screenshot) return { show: false, reason: 'screenshot' };
  const style = settings?.style;
  if (style === null || style === undefined || style === '' || style === POPUP_OVERLAY_STYLE_NONE) {
    return { show: false, reason: 'no-style' };
  }
  if (context.isMobile && settings?.enableMobile !== true) return { show: false, reason: 'device' };

  const storedVersion = stored.version;
  const version = settings?.version;
  if (storedVersion !== undefined && version !== undefined && storedVersion < version) {
    return { show: true, reason: 'newer-version' };
  }
  if (stored.submitted === true && settings?.showUntilSignup === true) {
    return { show: false, reason: 'submitted' };
  }
  const closedAt = stored['date-closed'];
  if (closedAt === undefined) return { show: true, reason: 'first-visit' };
  const frequency = settings?.displayFrequency ?? 0;
  if (frequency === POPUP_OVERLAY_NEVER_AGAIN) return { show: false, reason: 'never-again' };
  return now >= closedAt + frequency * DAY_MS
    ? { show: true, reason: 'frequency-elapsed' }
    : { show: false, reason: 'recently-closed' };
}

/** Whether the popup overlay is shown, spec 000 §4 (see {@link popupOverlayDecision}). */
export function shouldShowPopupOverlay(
  settings: PopupOverlaySettings | null | undefined,
  stored: PopupOverlayStoredData,
  context: PopupOverlayPageContext,
  now: number,
): boolean {
  return popupOverlayDecision(settings, stored, context, now).show;
}
