import type { BlockKind } from '@vitrine/core-data/enums';

/** The widget rendering call, spec 000 §7. */
export const WIDGET_RENDERING_PATH = '/api/widget/GetWidgetRendering';

/**
 * The block kinds whose embed needs a third-party service (spec 000 §1, §7 "Other loads"):
 * booking and reservation widgets, the registry and scheduling widgets, photo feeds, audio
 * streaming. Their markup comes from GetWidgetRendering.
 */
export const WIDGET_RENDERING_KINDS = [
  'table-booking-1',
  'table-booking-2',
  'restaurant-reservation',
  'wedding-registry',
  'scheduling',
  'photo-service-feed-1',
  'photo-service-feed-2',
  'photo-service-feed-3',
  'audio-streaming-embed',
] as const satisfies readonly BlockKind[];
export type WidgetRenderingKind = (typeof WIDGET_RENDERING_KINDS)[number];

/** What a widget block's `data-block-json` holds. */
export interface WidgetBlockData {
  readonly type: string | number;
  readonly id: string;
  readonly value: unknown;
  /** Events summary blocks only: sent as `collectionId`. */
  readonly collectionId?: string | undefined;
}

/** Decodes a widget block's JSON; never throws. */
export function decodeWidgetBlockData(
  input: unknown,
): { ok: true; value: WidgetBlockData } | { ok: false; error: { message: string } } {
  if (typeof input !== 'object' || input === null)
    return { ok: false, error: { message: 'widget data must be an object' } };
  const record = input as Record<string, unknown>;
  if (typeof record.type !== 'string' && typeof record.type !== 'number') {
    return { ok: false, error: { message: 'widget data: type must be a string or a number' } };
  }
  if (typeof record.id !== 'string' || record.id === '')
    return { ok: false, error: { message: 'widget data: id must be a non-empty string' } };
  if (record.collectionId !== undefined && typeof record.collectionId !== 'string') {
    return { ok: false, error: { message: 'widget data: collectionId must be a string' } };
  }
  return {
    ok: true,
    value: {
      type: record.type,
      id: record.id,
      value: record.value,
      collectionId: record.collectionId as string | undefined,
    },
  };
}

/** The form body of GetWidgetRendering: `widgetJSON` (type, id, value) plus `collectionId` when set. */
export function widgetRenderingBody(data: WidgetBlockData): Record<string, string> {
  const body: Record<string, string> = {
    widgetJSON: JSON.stringify({ type: data.type, id: data.id, value: data.value }),
  };
  if (data.collectionId) body.collectionId = data.collectionId;
  return body;
}

/** Reads `data.html` of the answer, or undefined. */
export function widgetHtmlOf(answer: unknown): string | undefined {
  const html = (answer as { html?: unknown } | null | undefined)?.html;
  return typeof html === 'string' ? html : undefined;
}

/**
 * The reservation widget of the first booking provider (`table-booking-1`, the OpenTable block
 * the alert's message names): a signed-in owner sees the preview-only alert (spec 000 §4, §8).
 */
export function shouldShowReservationPreview(kind: string, signedIn: boolean): boolean {
  return kind === 'table-booking-1' && signedIn;
}
