'use client';
import { EDITOR_MOBILE_MAX } from '@vitrine/core-data/limits';
import type { PopupOverlaySettings } from '@vitrine/core-data/schemas/popup-overlay-settings';
import { isAnyOverlayOpen } from '@vitrine/ui/overlay-stack';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type KeyValueStorage,
  readPopupOverlayStoredData,
  recordPopupOverlayClosed,
  recordPopupOverlaySubmitted,
} from './popup-overlay-storage';
import { type PopupOverlayDecision, popupOverlayDecision } from './should-show-popup-overlay';
import { whenVisitorAtRest } from './visitor-at-rest.dom';

export interface UsePopupOverlayOptions {
  readonly settings: PopupOverlaySettings | null | undefined;
  readonly pageType?: number | undefined;
  /** The screenshot flag. */
  readonly screenshot?: boolean;
  /** Mobile device; default: the screen is at most 432 px wide (spec 000 §9 "Mobile"). */
  readonly isMobile?: boolean;
  /** Default: `localStorage` (undefined when storage is blocked). */
  readonly storage?: KeyValueStorage;
  /** Epoch ms; default `Date.now`. */
  readonly now?: () => number;
  /**
   * How long the visitor must have been still before it opens, in ms (default
   * `AT_REST_AFTER_MS`, 2000); it never opens while the focus is in a form or a text field, nor
   * over another overlay of the page, nor after a form of the page was sent (this page view).
   */
  readonly quietMs?: number;
}

export interface PopupOverlayControls {
  readonly open: boolean;
  /** Why it shows or not, once decided on mount (spec 000 §4); undefined before that. */
  readonly reason: PopupOverlayDecision['reason'] | undefined;
  /** Closes it and records the date closed and the settings version. */
  readonly close: () => void;
  /** Records that its form was submitted (hidden for good with showUntilSignup). */
  readonly markSubmitted: () => void;
}

function pageStorage(): KeyValueStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Provides the popup overlay's state: decides on mount (spec 000 §4), records close and submit. */
export function usePopupOverlay(options: UsePopupOverlayOptions): PopupOverlayControls {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<PopupOverlayDecision['reason']>();
  const { settings, screenshot = false, storage, now = Date.now } = options;

  // Decided once per mount (spec 000 §4): closing records state, it does not decide again. It
  // opens once the visitor is at rest: a modal taking the focus would take the click aimed at
  // the page, or the keys of a visitor filling in a form.
  const initial = useRef({ ...options, screenshot, now });
  useEffect(() => {
    const first = initial.current;
    const mobile =
      first.isMobile ?? window.matchMedia(`(max-width: ${EDITOR_MOBILE_MAX}px)`).matches;
    const stored = readPopupOverlayStoredData(first.storage ?? pageStorage());
    const context = { pageType: first.pageType, screenshot: first.screenshot, isMobile: mobile };
    const decision = popupOverlayDecision(first.settings, stored, context, first.now());
    setReason(decision.reason);
    if (!decision.show) return;
    // Never over another overlay of the page (a quick view, the lightbox).
    const stopWaiting = whenVisitorAtRest(
      document,
      () => setOpen(true),
      first.quietMs,
      isAnyOverlayOpen,
    );
    // A visitor who has sent a form reads its answer (« Merci ! », or the errors to correct):
    // the invitation does not cover it, and waits for another page.
    document.addEventListener('submit', stopWaiting, true);
    return () => {
      stopWaiting();
      document.removeEventListener('submit', stopWaiting, true);
    };
  }, []);

  const close = useCallback(() => {
    setOpen((wasOpen) => {
      if (wasOpen) recordPopupOverlayClosed(storage ?? pageStorage(), now(), settings?.version);
      return false;
    });
  }, [storage, now, settings?.version]);

  const markSubmitted = useCallback(
    () => recordPopupOverlaySubmitted(storage ?? pageStorage()),
    [storage],
  );

  return { open, reason, close, markSubmitted };
}
