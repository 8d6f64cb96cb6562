import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { NewsletterBlock } from '@vitrine/forms/newsletter';
import { PopupOverlay } from '@vitrine/runtime/popup-overlay';
import type { CensusEventFields } from '@vitrine/telemetry/census';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { createFormCensus } from '../blocks/form-census';
import { POPUP_NEWSLETTER_FORM } from '../content/forms';
import type { CensusCalls } from './census-calls';
import { renderSoon } from './render-soon';

/** The census `overlay` call (spec 000 §7), the first time the overlay is shown on this page. */
function OverlayCensus({
  open,
  fields,
  census,
}: {
  open: boolean;
  fields: CensusEventFields;
  census: CensusCalls;
}) {
  const sent = useRef(false);
  useEffect(() => {
    if (!open || sent.current) return;
    sent.current = true;
    census.run((calls) => calls.overlay(fields));
  }, [open, fields, census]);
  return null;
}

/**
 * The popup overlay (spec 000 §3-4): a newsletter invitation, shown by the rules of
 * `shouldShowPopupOverlay` (the hook applies them with local storage); a successful signup
 * marks it submitted, which hides it for good with showUntilSignup. Showing it is counted by the
 * census, and its signup carries the census fields.
 */
export function renderPopupOverlay(
  element: HTMLElement,
  context: PageContext,
  census: CensusCalls,
): void {
  const screenshot = new URLSearchParams(window.location.search).get('screenshot') === 'true';
  const settings = context.websiteSettings?.popupOverlaySettings;
  const overlayFields = { overlayStyle: settings?.style, overlayVersion: settings?.version };
  const formCensus = createFormCensus(census);
  void renderSoon(
    createRoot(element),
    <PopupOverlay
      label="Rejoignez notre lettre d’information"
      settings={settings}
      pageType={context.pageType}
      screenshot={screenshot}
    >
      {({ open, close, markSubmitted }) => (
        <>
          <OverlayCensus open={open} fields={overlayFields} census={census} />
          <NewsletterBlock
            definition={POPUP_NEWSLETTER_FORM}
            headingLevel={2}
            censusFields={formCensus.fields}
            onSubmitted={() => {
              markSubmitted();
              setTimeout(close, 1500);
            }}
          />
        </>
      )}
    </PopupOverlay>,
  );
}
