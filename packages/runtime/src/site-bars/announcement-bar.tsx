'use client';
import { runtime } from '@vitrine/i18n-fr/runtime';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { focusMainLandmark } from '@vitrine/ui/utilities';
import { type ReactNode, useState } from 'react';
import { shouldShowAnnouncementBar } from './site-bar-rules';

export interface AnnouncementBarProps {
  /** A signed-in account holder or member (spec 000 §1, §6). */
  readonly signedIn: boolean;
  /** The page context's `showAnnouncementBar`. */
  readonly showAnnouncementBar: boolean;
  /** The site's announcement (its own words). */
  readonly children: ReactNode;
  /** Called when the visitor dismisses it. */
  readonly onDismiss?: () => void;
}

/**
 * The announcement bar of signed-in accounts (spec 000 §1, §6), dismissible for the page. It is
 * not modal: its close button goes away with it, so the focus moves to the page's main landmark
 * (never left on the body).
 */
export function AnnouncementBar({
  signedIn,
  showAnnouncementBar,
  children,
  onDismiss,
}: AnnouncementBarProps) {
  const t = useSimpleTranslator(runtime);
  const [dismissed, setDismissed] = useState(false);
  if (
    dismissed ||
    !shouldShowAnnouncementBar({ authenticatedAccount: signedIn ? {} : null, showAnnouncementBar })
  ) {
    return null;
  }
  return (
    <section
      className="vitrine-announcement-bar"
      aria-label={t('runtime.announcementBar.label')}
      data-state="shown"
    >
      <div className="vitrine-announcement-bar__text">{children}</div>
      <button
        type="button"
        className="vitrine-announcement-bar__close"
        onClick={(event) => {
          // Before the button goes: the focus would fall to the body.
          focusMainLandmark(event.currentTarget.ownerDocument);
          setDismissed(true);
          onDismiss?.();
        }}
      >
        {t('runtime.announcementBar.close')}
      </button>
    </section>
  );
}
