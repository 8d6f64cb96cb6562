import { consentStore } from '@vitrine/consent/store';
import type { Census } from '@vitrine/telemetry/census';

/** What a block asks of the page's census, run once the census is there. */
export type CensusCall = (census: Census) => unknown;

/** The page's census calls (see `createCensusCalls`), as blocks reach them through the environment. */
export interface CensusCalls {
  /** Runs `call` with the census now, or once telemetry's code has loaded. */
  run(call: CensusCall): void;
  /** The census, once telemetry's code has loaded. */
  current(): Census | undefined;
}

/** The attribute that marks a button block for the census; its value is the button's label. */
export const CENSUS_BUTTON_ATTRIBUTE = 'data-census-button';

/** Calls kept while telemetry's code loads (its census then holds up to CENSUS_HOLD_LIMIT). */
const MAX_WAITING = 50;

/** The census fields of a button block (button-click and button-render). */
export function censusButtonFields(button: Element) {
  return {
    buttonLabel: button.getAttribute(CENSUS_BUTTON_ATTRIBUTE) ?? '',
    buttonHref: button.getAttribute('href') ?? '',
  };
}

/**
 * The page's census calls before telemetry's code has loaded (spec 000 §7): kept in order, handed
 * to the census when it comes (`attach`), and the first one asks for telemetry (`onCall`), whose
 * census holds them until the visitor accepts. Nothing is kept once the visitor refused. Part of
 * the page script, so that one delegated listener sees a button block's click from the start.
 */
export function createCensusCalls(target: Document = document) {
  const waiting: CensusCall[] = [];
  let census: Census | undefined;
  let request = () => {};
  const run = (call: CensusCall) => {
    if (census) call(census);
    else if (consentStore.getChoice() !== 'denied' && waiting.length < MAX_WAITING) {
      waiting.push(call);
      request();
    }
  };
  target.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${CENSUS_BUTTON_ATTRIBUTE}]`);
    if (button) run((page) => page.buttonClick(censusButtonFields(button)));
  });
  return {
    run,
    current: () => census,
    /** Gives the census the calls made until now, then every later one. */
    attach(next: Census) {
      census = next;
      for (const call of waiting.splice(0)) call(next);
    },
    /** `start` loads telemetry: called at the first call, or at once when one is waiting. */
    onCall(start: () => void) {
      request = start;
      if (waiting.length > 0) start();
    },
  };
}
