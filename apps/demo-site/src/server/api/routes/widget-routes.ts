import { decodeWidgetBlockData } from '@vitrine/runtime/widget-rendering';
import type { Hono } from 'hono';
import { serverText } from '../../catalogue/server-text';
import type { ApiDeps, ApiEnv } from '../api-env';
import { errorAnswer } from '../http/answers';
import { isRecord, readBodyValues } from '../http/read-body';
import { EVENTS_SUMMARY_KIND, renderWidget } from '../widgets/render-widget';

/** The widget call of spec 000 §7, relative to the API root. */
export const WIDGET_RENDERING_ROUTE = '/widget/GetWidgetRendering';

export const WIDGET_MESSAGES = {
  missingJson: serverText('server.widget.missingJson'),
  badJson: serverText('server.widget.badJson'),
  badWidget: serverText('server.widget.badWidget'),
  unknownKind: (type: string) => serverText('server.widget.unknownKind', { type }),
  needsCollection: serverText('server.widget.needsCollection'),
} as const;

const MAX_ID_LENGTH = 200;

/**
 * POST GetWidgetRendering: form-encoded `widgetJSON` (`{ type, id, value }`) and, for an events
 * summary, `collectionId` → `{ html }` (the runtime reads `data.html`). 400 when widgetJSON is
 * missing or not JSON, when the widget has no type or id, when an events summary has no
 * collectionId, and for a kind the site does not render.
 */
export function registerWidgetRoutes(api: Hono<ApiEnv>, _deps: ApiDeps): void {
  api.post(WIDGET_RENDERING_ROUTE, async (c) => {
    const body = await readBodyValues(c);
    if (!body.ok) return errorAnswer(c, body.status, body.error);
    const fields = isRecord(body.value) ? body.value : {};
    const raw = fields.widgetJSON;
    if (raw === undefined || raw === '') return errorAnswer(c, 400, WIDGET_MESSAGES.missingJson);
    let widget: unknown = raw;
    if (typeof raw === 'string') {
      try {
        widget = JSON.parse(raw);
      } catch {
        return errorAnswer(c, 400, WIDGET_MESSAGES.badJson);
      }
    }
    // The runtime's own decoder of what its widget blocks send (widgetRenderingBody), plus this
    // server's cap on the id's length.
    const decoded = decodeWidgetBlockData(widget);
    if (!decoded.ok || decoded.value.id.length > MAX_ID_LENGTH) {
      return errorAnswer(c, 400, WIDGET_MESSAGES.badWidget);
    }
    const { id, value } = decoded.value;
    const type = String(decoded.value.type);
    const collectionId = typeof fields.collectionId === 'string' ? fields.collectionId : undefined;
    if (type === EVENTS_SUMMARY_KIND && !collectionId) {
      return errorAnswer(c, 400, WIDGET_MESSAGES.needsCollection);
    }
    const html = renderWidget({
      type,
      id,
      value,
      collectionId: collectionId?.slice(0, MAX_ID_LENGTH),
    });
    if (html === undefined)
      return errorAnswer(c, 400, WIDGET_MESSAGES.unknownKind(type.slice(0, 60)));
    return c.json({ html });
  });
}
