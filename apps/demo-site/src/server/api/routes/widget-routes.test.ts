import { WIDGET_RENDERING_KINDS } from '@vitrine/runtime/widget-rendering';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiApp } from '../create-api-app';
import { browserLikeClient, temporaryDatabase } from '../testing/browser-like-client';
import { WIDGET_MESSAGES } from './widget-routes';

let database: ReturnType<typeof temporaryDatabase>;

beforeEach(() => {
  database = temporaryDatabase();
});
afterEach(() => database.dispose());

async function render(fields: Record<string, string>) {
  const client = browserLikeClient(createApiApp({ db: database.db }));
  await client.request('/api/multilingual/status');
  return client.request(`/api/widget/GetWidgetRendering?crumb=${client.crumb()}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  });
}

describe('POST /api/widget/GetWidgetRendering (spec 000 §7)', () => {
  it.each(WIDGET_RENDERING_KINDS)(
    'renders %s as a small French document without script',
    async (type) => {
      const response = await render({
        widgetJSON: JSON.stringify({ type, id: 'bloc-1', value: {} }),
      });
      expect(response.status).toBe(200);
      const { html } = (await response.json()) as { html: string };
      expect(html).toMatch(/^<!doctype html><html lang="fr">/);
      expect(html).toContain(`data-widget-type="${type}"`);
      expect(html).toMatch(/<h2>[^<]+<\/h2>/);
      expect(html).not.toMatch(/<script/i);
    },
  );

  it('renders the events summary with its collectionId and the upcoming events', async () => {
    const response = await render({
      widgetJSON: JSON.stringify({ type: 'summary', id: 'bloc-2', value: {} }),
      collectionId: 'evenements',
    });
    const { html } = (await response.json()) as { html: string };
    expect(html).toContain('data-collection-id="evenements"');
    expect(html).toContain('<h2>Prochains événements</h2>');
    expect(html).toContain('<time datetime="2026-03-14">samedi 14 mars 2026</time>');
  });

  it('escapes every value that comes from the request', async () => {
    const response = await render({
      widgetJSON: JSON.stringify({
        type: 'scheduling',
        id: '"><img src=x onerror=alert(1)>',
        value: { title: '<script>alert(1)</script>' },
      }),
    });
    const { html } = (await response.json()) as { html: string };
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('data-widget-id="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it.each([
    [{}, WIDGET_MESSAGES.missingJson],
    [{ widgetJSON: '{"type":' }, WIDGET_MESSAGES.badJson],
    [{ widgetJSON: JSON.stringify({ type: 'scheduling' }) }, WIDGET_MESSAGES.badWidget],
    [{ widgetJSON: JSON.stringify({ type: 'summary', id: 'b' }) }, WIDGET_MESSAGES.needsCollection],
    [
      { widgetJSON: JSON.stringify({ type: 'inconnu', id: 'b' }) },
      WIDGET_MESSAGES.unknownKind('inconnu'),
    ],
  ])('answers 400 for %j', async (fields, error) => {
    const response = await render(fields as Record<string, string>);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });
});
