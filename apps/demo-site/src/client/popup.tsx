import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { NewsletterBlock } from '@vitrine/forms/newsletter';
import { PopupOverlay } from '@vitrine/runtime/popup-overlay';
import { createRoot } from 'react-dom/client';
import { POPUP_NEWSLETTER_FORM } from '../content/forms';
import { renderSoon } from './render-soon';

/**
 * The popup overlay (spec 000 §3-4): a newsletter invitation, shown by the rules of
 * `shouldShowPopupOverlay` (the hook applies them with local storage); a successful signup
 * marks it submitted, which hides it for good with showUntilSignup.
 */
export function renderPopupOverlay(element: HTMLElement, context: PageContext): void {
  const screenshot = new URLSearchParams(window.location.search).get('screenshot') === 'true';
  void renderSoon(
    createRoot(element),
    <PopupOverlay
      label="Rejoignez notre lettre d’information"
      settings={context.websiteSettings?.popupOverlaySettings}
      pageType={context.pageType}
      screenshot={screenshot}
    >
      {({ close, markSubmitted }) => (
        <NewsletterBlock
          definition={POPUP_NEWSLETTER_FORM}
          headingLevel={2}
          onSubmitted={() => {
            markSubmitted();
            setTimeout(close, 1500);
          }}
        />
      )}
    </PopupOverlay>,
  );
}
