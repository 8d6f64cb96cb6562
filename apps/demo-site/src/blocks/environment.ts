import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import type { CensusCalls } from '../client/census-calls';
import type { Visitor } from '../content/site';

/**
 * What blocks read from the page around them: the same values on the server (set for each
 * render, which is synchronous) and in the browser (set once by the page script before
 * hydration), so that both render the same markup.
 */
export interface PageEnvironment {
  readonly context: PageContext | null;
  readonly visitor: Visitor | null;
  /** The page address's query string, e.g. '?source=affiche'. */
  readonly search: string;
  /**
   * The page's census (telemetry, spec 000 §7), in the browser only: a call made before the
   * visitor accepts is held and sent on accept, dropped if they refuse.
   */
  readonly census?: CensusCalls;
  /**
   * The page's one data layer, in the browser only (set before the blocks that call the API
   * load): its authorizationFail answers show the system error panel.
   */
  readonly dataLayer?: DataLayer;
  /** Reports an error to the page's error reporter, in the browser only. */
  readonly report?: (error: unknown, detail: Record<string, unknown>) => void;
}

let current: PageEnvironment = { context: null, visitor: null, search: '' };

export function setPageEnvironment(environment: PageEnvironment): void {
  current = environment;
}

export function pageEnvironment(): PageEnvironment {
  return current;
}
