import type { Census } from '@vitrine/telemetry/census';
import { CENSUS_BUTTON_ATTRIBUTE, censusButtonFields } from './census-calls';

/**
 * button-render (spec 000 §7), once for each button block of the page. Button blocks are
 * rendered on the server, so every one is in the document when telemetry starts; the census
 * holds the calls until the visitor accepts (their clicks are sent by `createCensusCalls`).
 */
export function recordButtonRenders(census: Census, root: ParentNode = document): void {
  for (const button of root.querySelectorAll(`[${CENSUS_BUTTON_ATTRIBUTE}]`)) {
    void census.buttonRender(censusButtonFields(button));
  }
}
