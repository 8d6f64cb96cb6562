import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxOrderQuantity, stockStatus } from './variant-stock';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('stockStatus (spec 000 §3 "Variant": qtyInStock, unlimited)', () => {
  it('reads the print’s two formats: 12 in stock, 4 left', () => {
    expect(stockStatus({ sku: 'SQ-TIR-3040', qtyInStock: 12 })).toEqual({
      kind: 'in-stock',
      quantity: 12,
    });
    expect(stockStatus({ sku: 'SQ-TIR-5070', qtyInStock: 4 })).toEqual({
      kind: 'low',
      quantity: 4,
    });
  });

  it('is low from 5 down to 1, in stock from 6', () => {
    expect(stockStatus({ qtyInStock: 6 }).kind).toBe('in-stock');
    expect(stockStatus({ qtyInStock: 5 })).toEqual({ kind: 'low', quantity: 5 });
    expect(stockStatus({ qtyInStock: 1 })).toEqual({ kind: 'low', quantity: 1 });
  });

  it('is sold out at 0', () => {
    expect(stockStatus({ qtyInStock: 0 })).toEqual({ kind: 'sold-out' });
    expect(stockStatus({ qtyInStock: 0, unlimited: false })).toEqual({ kind: 'sold-out' });
  });

  it('is unlimited for unlimited variants, whatever their quantity', () => {
    expect(stockStatus({ unlimited: true })).toEqual({ kind: 'unlimited' });
    expect(stockStatus({ unlimited: true, qtyInStock: 0 })).toEqual({ kind: 'unlimited' });
  });

  it('counts a variant with no stock field as unlimited: it is not stock-tracked', () => {
    expect(stockStatus({ price: 1200 })).toEqual({ kind: 'unlimited' });
    expect(stockStatus({ unlimited: false })).toEqual({ kind: 'unlimited' });
  });

  it('reads NaN and negative stock as sold out, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(stockStatus({ sku: 'SQ-TIR-3040', qtyInStock: Number.NaN })).toEqual({
      kind: 'sold-out',
    });
    expect(stockStatus({ qtyInStock: -2 })).toEqual({ kind: 'sold-out' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toContain('SQ-TIR-3040');
  });

  it('rounds a fractional stock down, keeping at least one, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(stockStatus({ qtyInStock: 7.5 })).toEqual({ kind: 'in-stock', quantity: 7 });
    expect(stockStatus({ qtyInStock: 0.5 })).toEqual({ kind: 'low', quantity: 1 });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never throws on a variant that is not an object', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(stockStatus(null as never)).toEqual({ kind: 'sold-out' });
  });
});

describe('maxOrderQuantity (spec 000 §9: the cart quantity caps at 100)', () => {
  it('is the stock when below the cap', () => {
    expect(maxOrderQuantity({ qtyInStock: 12 })).toBe(12);
    expect(maxOrderQuantity({ qtyInStock: 4 })).toBe(4);
  });

  it('is bounded by 100', () => {
    expect(maxOrderQuantity({ qtyInStock: 100 })).toBe(100);
    expect(maxOrderQuantity({ qtyInStock: 250 })).toBe(100);
    expect(maxOrderQuantity({ unlimited: true })).toBe(100);
    expect(maxOrderQuantity({})).toBe(100);
  });

  it('is 0 when sold out', () => {
    expect(maxOrderQuantity({ qtyInStock: 0 })).toBe(0);
  });

  it('takes a smaller cap', () => {
    expect(maxOrderQuantity({ qtyInStock: 12 }, 10)).toBe(10);
    expect(maxOrderQuantity({ unlimited: true }, 10)).toBe(10);
  });

  it('replaces a broken cap by 100, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(maxOrderQuantity({ qtyInStock: 250 }, Number.NaN)).toBe(100);
    expect(maxOrderQuantity({ qtyInStock: 250 }, 0)).toBe(100);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
