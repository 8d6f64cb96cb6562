import type { FormCensusEvent } from '@vitrine/forms/form';
import type { CensusSubmissionFields } from '@vitrine/telemetry/census';
import type { CensusCalls } from '../client/census-calls';

/** The census side of one form block (spec 000 §3 "Form submission payload", §7 form-render). */
export interface FormCensus {
  /** The form is shown: form-render, and its render time is noted. */
  readonly onRender: (event: FormCensusEvent) => void;
  /** The census fields of a submission, read at submit time. */
  readonly fields: () => CensusSubmissionFields;
}

/**
 * A form block's census. Once telemetry's code is there (the accept, or the page's first census
 * call), its submissions carry the census page fields (`websiteId`, `templateId`, `itemId`,
 * `url`, and the page's collection id as `pageCollectionId`: `collectionId` is the form's own
 * field) and, while the visitor allows tracking, the census intra-page event fields:
 * `censusButtonClicks`, `censusOverlayShown`, `censusQuickViews` (what this page sent before the
 * submission) and `censusFormRenderTime` (ms from the page's start to the form's render). Only
 * types come from @vitrine/telemetry: a form never loads telemetry's code itself.
 */
export function createFormCensus(calls: CensusCalls | undefined): FormCensus {
  let renderTime: number | undefined;
  return {
    onRender(event) {
      renderTime = Math.round(performance.now());
      calls?.run((census) => census.formRender({ ...event }));
    },
    fields() {
      const census = calls?.current();
      if (!census) return {};
      const { collectionId, ...page } = census.pageFields();
      return {
        ...page,
        ...(collectionId === undefined ? {} : { pageCollectionId: collectionId }),
        ...census.intraPageFields(
          renderTime === undefined ? {} : { censusFormRenderTime: renderTime },
        ),
      };
    },
  };
}
