import { CART_QUANTITY_DISPLAY_CAP } from '@vitrine/core-data/limits';

/** The cart's own cap on one line: the quantity display caps at 100 (spec 000 §9). */
export const MAX_LINE_QUANTITY: number = CART_QUANTITY_DISPLAY_CAP;

/** What a typed quantity means: a quantity to send, or why it is refused. */
export type QuantityDraft =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly reason: 'not-a-quantity' }
  | { readonly ok: false; readonly reason: 'over-stock'; readonly max: number };

/**
 * Reads what the shopper typed in a quantity field: a whole number from 0 (which removes the
 * line after confirmation, spec 000 §5) to `max` (the stock, at most 100). Spaces around are
 * ignored; anything else (empty, a sign, a decimal, letters) is not a quantity.
 */
export function readQuantityDraft(text: string, max: number = MAX_LINE_QUANTITY): QuantityDraft {
  const limit = readMax(max);
  const value = String(text ?? '').trim();
  if (!/^\d{1,9}$/.test(value)) return { ok: false, reason: 'not-a-quantity' };
  const quantity = Number(value);
  if (quantity > limit) return { ok: false, reason: 'over-stock', max: limit };
  return { ok: true, quantity };
}

/** A line's largest quantity: the stock when known (0 or more), never above 100. */
export function readMax(max: unknown): number {
  if (typeof max !== 'number' || Number.isNaN(max) || max < 0) return MAX_LINE_QUANTITY;
  return Math.min(Math.floor(max), MAX_LINE_QUANTITY);
}
