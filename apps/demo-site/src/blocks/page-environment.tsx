import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { PageContext } from '@vitrine/core-data/schemas/page-context';
import { createContext, type ReactNode, useContext } from 'react';
import type { CensusCalls } from '../client/census-calls';
import type { Visitor } from '../content/site';

/**
 * What blocks read from the page around them: the same values on the server (given around each
 * block's render) and in the browser (given around each island as it hydrates), so that both
 * render the same markup.
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
   * The page's one data layer, in the browser only (made before the blocks that call the API
   * load): its authorizationFail answers show the system error panel.
   */
  readonly dataLayer?: DataLayer;
  /** Reports an error to the page's error reporter, in the browser only. */
  readonly report?: (error: unknown, detail: Record<string, unknown>) => void;
}

/** A page without a visitor, context or query: what a block outside any page reads. */
export const EMPTY_PAGE_ENVIRONMENT: PageEnvironment = { context: null, visitor: null, search: '' };

const PageEnvironmentContext = createContext<PageEnvironment>(EMPTY_PAGE_ENVIRONMENT);

/** The page around the block being rendered. */
export function usePageEnvironment(): PageEnvironment {
  return useContext(PageEnvironmentContext);
}

/** `node` rendered inside `environment`: the server's render of a block, the browser's island. */
export function withPageEnvironment(environment: PageEnvironment, node: ReactNode): ReactNode {
  return <PageEnvironmentContext value={environment}>{node}</PageEnvironmentContext>;
}
