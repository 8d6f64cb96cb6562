import { type Context, Hono } from 'hono';
import { pageOfCollection } from '../../content/pages';
import type { ClientAssets } from '../../render/site-document';
import { renderCollectionPanel } from './plain-pages';

/** The collection panel's route (spec 000 §2 `/pages/{24-character id}`). */
export const COLLECTION_PANEL_ROUTE = '/pages/:id';

/** A collection id as the route takes it: 24 hexadecimal digits, as the site's ids are. */
const COLLECTION_ID = /^[0-9a-f]{24}$/i;

/** Whether the route's segment is a collection id (24 hex digits, either case). */
export function isCollectionId(segment: string): boolean {
  return COLLECTION_ID.test(segment);
}

/**
 * `GET /pages/{24-character id}`: the collection panel of the site's collection with that id.
 * Any other segment, or an id no collection has, gets the site's not-found page (which carries
 * the requested path, spec 000 §8) through `notFound`.
 */
export function createCollectionPanelRoutes(options: {
  readonly assets: ClientAssets;
  readonly notFound: (c: Context) => Response | Promise<Response>;
}): Hono {
  const routes = new Hono();
  routes.get(COLLECTION_PANEL_ROUTE, (c) => {
    const id = c.req.param('id');
    const page = isCollectionId(id) ? pageOfCollection(id.toLowerCase()) : undefined;
    if (!page) return options.notFound(c);
    return c.html(renderCollectionPanel(page, options.assets));
  });
  return routes;
}
