import { describe, expect, it } from 'vitest';
import {
  decodeWidgetBlockData,
  shouldShowReservationPreview,
  WIDGET_RENDERING_KINDS,
  widgetHtmlOf,
  widgetRenderingBody,
} from './widget-rendering-request';

describe('GetWidgetRendering request (spec 000 §7)', () => {
  it('sends widgetJSON with type, id and value', () => {
    expect(widgetRenderingBody({ type: 'scheduling', id: 'b1', value: { owner: 42 } })).toEqual({
      widgetJSON: '{"type":"scheduling","id":"b1","value":{"owner":42}}',
    });
  });

  it('adds collectionId for an events summary', () => {
    expect(
      widgetRenderingBody({ type: 'summary', id: 'b2', value: null, collectionId: 'c9' }),
    ).toEqual({
      widgetJSON: '{"type":"summary","id":"b2","value":null}',
      collectionId: 'c9',
    });
  });

  it('decodes block data, refusing what the call cannot use', () => {
    expect(decodeWidgetBlockData({ type: 1, id: 'x', value: 2 })).toEqual({
      ok: true,
      value: { type: 1, id: 'x', value: 2, collectionId: undefined },
    });
    expect(decodeWidgetBlockData(null).ok).toBe(false);
    expect(decodeWidgetBlockData({ type: 1, id: '' }).ok).toBe(false);
    expect(decodeWidgetBlockData({ id: 'x' }).ok).toBe(false);
    expect(decodeWidgetBlockData({ type: 1, id: 'x', collectionId: 3 }).ok).toBe(false);
  });

  it('reads data.html only when it is text', () => {
    expect(widgetHtmlOf({ html: '<p>Réserver</p>' })).toBe('<p>Réserver</p>');
    expect(widgetHtmlOf({ html: 3 })).toBeUndefined();
    expect(widgetHtmlOf(null)).toBeUndefined();
  });

  it('covers the third-party kinds of spec 000 §1', () => {
    expect(WIDGET_RENDERING_KINDS).toHaveLength(9);
  });

  it('shows the reservation preview alert to a signed-in owner only (spec 000 §4)', () => {
    // The first booking provider (spec 000 §4 "Reservation widget (first booking provider)").
    expect(shouldShowReservationPreview('table-booking-1', true)).toBe(true);
    expect(shouldShowReservationPreview('table-booking-1', false)).toBe(false);
    expect(shouldShowReservationPreview('table-booking-2', true)).toBe(false);
    expect(shouldShowReservationPreview('restaurant-reservation', true)).toBe(false);
    expect(shouldShowReservationPreview('scheduling', true)).toBe(false);
  });
});
