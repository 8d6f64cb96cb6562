import type { FormCensusEvent } from '@vitrine/forms/form';
import type { CensusSubmissionFields } from '@vitrine/telemetry/census';
import type { CensusCalls } from '../client/census-calls';
import { isRecord } from './decoded';

/** The form and newsletter blocks of a page, as the server renders them. */
export const FORM_BLOCK_SELECTOR = '[data-block-kind="form"], [data-block-kind="newsletter"]';

/** When each form the page showed was shown, by form id (ms from the page's start). */
const shownAt = new Map<string, number>();

/**
 * Sends the census form-render of every form the server rendered, as the page starts (spec 000
 * §7: the form is shown): the blocks hydrate only on the visitor's first interaction, and their
 * `onRender` then sends nothing again.
 */
export function announceServerForms(root: ParentNode, calls: CensusCalls): void {
  for (const element of root.querySelectorAll(FORM_BLOCK_SELECTOR)) {
    let data: unknown;
    try {
      data = JSON.parse(element.getAttribute('data-block-json') ?? '');
    } catch {
      continue; // a block whose data does not read is not rendered: nothing was shown
    }
    if (!isRecord(data) || typeof data.id !== 'string' || shownAt.has(data.id)) continue;
    const formId = data.id;
    shownAt.set(formId, Math.round(performance.now()));
    const event: FormCensusEvent = {
      formId,
      collectionId: typeof data.collectionId === 'string' ? data.collectionId : null,
      objectName: typeof data.objectName === 'string' ? data.objectName : null,
      isOverlayForm: data.isOverlayForm === true,
    };
    calls.run((census) => census.formRender({ ...event }));
  }
}

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
      // Shown by the server and announced as the page started: that was its render.
      const announced = shownAt.get(event.formId);
      if (announced !== undefined) {
        renderTime = announced;
        return;
      }
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
