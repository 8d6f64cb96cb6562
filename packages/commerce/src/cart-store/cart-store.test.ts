import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartSummaryStore } from '../cart-summary/cart-summary-store';
import { cartErrorKey } from './cart-messages';
import { createCartStore } from './cart-store';
import type { CartResult, ShoppingCart } from './cart-types';
import { linkCartSummary } from './link-cart-summary';

const NBSP = '\u00a0';

/** A cart of two entries: 2 mugs at 12 € and 1 poster at 20 €. */
function cart(overrides: Partial<ShoppingCart> = {}): ShoppingCart {
  return {
    id: 'cart-1',
    entries: [
      { id: 'mug', itemId: 'item-mug', quantity: 2 },
      { id: 'poster', itemId: 'item-poster', quantity: 1 },
    ],
    subtotalCents: 4400,
    totalQuantity: 3,
    subtotalAmount: { amount: '44.00', currencyCode: 'EUR' },
    ...overrides,
  };
}

/** A promise the test settles by hand, to hold a server answer. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('cart store (spec 000 §3 "Shopping cart", §5 "Commerce")', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('is uninitialised until the first sync, then idle', () => {
    const store = createCartStore({ updateQuantity: vi.fn(), confirmRemoval: vi.fn() });
    expect(store.getSnapshot()).toMatchObject({
      status: 'uninitialised',
      cart: null,
      totals: null,
    });
    store.sync(cart());
    expect(store.getSnapshot()).toMatchObject({ status: 'idle', cart: cart() });
  });

  it('gives the totals in cents', () => {
    const store = createCartStore({
      updateQuantity: vi.fn(),
      confirmRemoval: vi.fn(),
      initialCart: cart({ taxCents: 880, shippingCostCents: 500, discountCents: 400 }),
    });
    expect(store.getSnapshot().totals).toEqual({
      subtotalCents: 4400,
      taxCents: 880,
      shippingCostCents: 500,
      discountCents: 400,
      grandTotalCents: 5380,
      totalQuantity: 3,
    });
  });

  it('shows a new quantity at once, is updating, then takes the server cart', async () => {
    const answer = deferred<CartResult>();
    const updateQuantity = vi.fn(() => answer.promise);
    const store = createCartStore({ updateQuantity, confirmRemoval: vi.fn(), initialCart: cart() });
    const outcome = store.setQuantity('mug', 5);
    await vi.waitFor(() => expect(updateQuantity).toHaveBeenCalledWith('mug', 5));
    const updating = store.getSnapshot();
    expect(updating.status).toBe('updating');
    expect(updating.cart?.entries?.[0]?.quantity).toBe(5);
    expect(updating.totals?.totalQuantity).toBe(6);
    expect(updating.pendingEntryIds).toEqual(['mug']);
    const server = cart({
      entries: [
        { id: 'mug', itemId: 'item-mug', quantity: 5 },
        { id: 'poster', itemId: 'item-poster', quantity: 1 },
      ],
      subtotalCents: 8000,
      totalQuantity: 6,
    });
    answer.resolve({ ok: true, value: server });
    await expect(outcome).resolves.toBe('updated');
    expect(store.getSnapshot()).toMatchObject({
      status: 'idle',
      cart: server,
      pendingEntryIds: [],
      error: null,
    });
  });

  it('rolls back to the last good cart when an update fails', async () => {
    const good = cart();
    const store = createCartStore({
      updateQuantity: async () => ({
        ok: false,
        error: { message: 'Connexion impossible...', code: 'connection' },
      }),
      confirmRemoval: vi.fn(),
      initialCart: good,
    });
    await expect(store.setQuantity('mug', 7)).resolves.toBe('failed');
    const after = store.getSnapshot();
    expect(after.status).toBe('idle');
    expect(after.cart).toBe(good);
    expect(after.totals?.totalQuantity).toBe(3);
    expect(after.error).toEqual({
      kind: 'quantity',
      entryId: 'mug',
      quantity: 7,
      failure: { message: 'Connexion impossible...', code: 'connection' },
    });
    expect(after.error && cartErrorKey(after.error)).toBe('commerce.cart.unableToRefreshQuantity');
  });

  it('rolls back when updateQuantity throws or answers no cart', async () => {
    const good = cart();
    const thrower = createCartStore({
      updateQuantity: async () => {
        throw new Error('réseau coupé');
      },
      confirmRemoval: vi.fn(),
      initialCart: good,
    });
    await expect(thrower.setQuantity('mug', 3)).resolves.toBe('failed');
    expect(thrower.getSnapshot().cart).toBe(good);
    expect(thrower.getSnapshot().error?.failure.message).toBe('réseau coupé');

    const empty = createCartStore({
      updateQuantity: async () => ({ ok: true, value: null as never }),
      confirmRemoval: vi.fn(),
      initialCart: good,
    });
    await expect(empty.setQuantity('mug', 3)).resolves.toBe('failed');
    expect(empty.getSnapshot().cart).toBe(good);
  });

  it('keeps the good answers before a failure: rollback goes to the last good cart', async () => {
    const afterFirst = cart({
      entries: [
        { id: 'mug', itemId: 'item-mug', quantity: 4 },
        { id: 'poster', itemId: 'item-poster', quantity: 1 },
      ],
      subtotalCents: 6800,
      totalQuantity: 5,
    });
    const updateQuantity = vi
      .fn<(id: string, quantity: number) => Promise<CartResult>>()
      .mockResolvedValueOnce({ ok: true, value: afterFirst })
      .mockResolvedValueOnce({ ok: false, error: { message: 'Erreur interne du serveur.' } });
    const store = createCartStore({ updateQuantity, confirmRemoval: vi.fn(), initialCart: cart() });
    const first = store.setQuantity('mug', 4);
    const second = store.setQuantity('poster', 3);
    expect(store.getSnapshot().totals?.totalQuantity).toBe(7);
    await expect(first).resolves.toBe('updated');
    await expect(second).resolves.toBe('failed');
    expect(store.getSnapshot().cart).toBe(afterFirst);
    expect(updateQuantity.mock.calls).toEqual([
      ['mug', 4],
      ['poster', 3],
    ]);
  });

  it('sends one change at a time; a newer change to the same entry replaces one not yet sent', async () => {
    const first = deferred<CartResult>();
    const updateQuantity = vi
      .fn<(id: string, quantity: number) => Promise<CartResult>>()
      .mockReturnValueOnce(first.promise)
      .mockResolvedValue({ ok: true, value: cart() });
    const store = createCartStore({ updateQuantity, confirmRemoval: vi.fn(), initialCart: cart() });
    const a = store.setQuantity('poster', 2);
    const b = store.setQuantity('mug', 3);
    const c = store.setQuantity('mug', 4);
    await expect(b).resolves.toBe('superseded');
    expect(store.getSnapshot().cart?.entries?.[0]?.quantity).toBe(4);
    first.resolve({ ok: true, value: cart() });
    await expect(a).resolves.toBe('updated');
    await expect(c).resolves.toBe('updated');
    expect(updateQuantity.mock.calls).toEqual([
      ['poster', 2],
      ['mug', 4],
    ]);
  });

  it('removes an entry at quantity 0 only after confirmation', async () => {
    const withoutMug = cart({
      entries: [{ id: 'poster', itemId: 'item-poster', quantity: 1 }],
      subtotalCents: 2000,
      totalQuantity: 1,
    });
    const updateQuantity = vi.fn(async () => ({ ok: true as const, value: withoutMug }));
    const confirmRemoval = vi.fn(async () => true);
    const store = createCartStore({ updateQuantity, confirmRemoval, initialCart: cart() });
    const outcome = store.setQuantity('mug', 0);
    expect(updateQuantity).not.toHaveBeenCalled();
    await expect(outcome).resolves.toBe('removed');
    expect(confirmRemoval).toHaveBeenCalledWith(
      { id: 'mug', itemId: 'item-mug', quantity: 2 },
      'quantity-zero',
    );
    expect(updateQuantity).toHaveBeenCalledWith('mug', 0);
    expect(store.getSnapshot().cart).toBe(withoutMug);
  });

  it('tells the confirmation that the remove button asks, not a quantity of 0', async () => {
    const confirmRemoval = vi.fn(async () => false);
    const updateQuantity = vi.fn(async () => ({ ok: true as const, value: cart() }));
    const store = createCartStore({ updateQuantity, confirmRemoval, initialCart: cart() });
    await expect(store.removeEntry('mug')).resolves.toBe('cancelled');
    expect(confirmRemoval).toHaveBeenCalledWith(
      { id: 'mug', itemId: 'item-mug', quantity: 2 },
      'remove',
    );
    expect(updateQuantity).not.toHaveBeenCalled();
  });

  it('hides the entry while its removal is on its way', async () => {
    const answer = deferred<CartResult>();
    const store = createCartStore({
      updateQuantity: () => answer.promise,
      confirmRemoval: async () => true,
      initialCart: cart(),
    });
    const outcome = store.removeEntry('mug');
    await vi.waitFor(() => expect(store.getSnapshot().status).toBe('updating'));
    expect(store.getSnapshot().cart?.entries?.map((entry) => entry.id)).toEqual(['poster']);
    expect(store.getSnapshot().totals?.totalQuantity).toBe(1);
    answer.resolve({ ok: false, error: { message: 'Requête non autorisée' } });
    await expect(outcome).resolves.toBe('failed');
    expect(store.getSnapshot().cart?.entries?.map((entry) => entry.id)).toEqual(['mug', 'poster']);
    const { error } = store.getSnapshot();
    expect(error?.kind).toBe('removal');
    expect(error && cartErrorKey(error)).toBe('commerce.cart.unableToRemoveItem');
  });

  it('keeps the entry when the shopper cancels, or the confirmation fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const updateQuantity = vi.fn();
    const refuse = createCartStore({
      updateQuantity,
      confirmRemoval: async () => false,
      initialCart: cart(),
    });
    await expect(refuse.setQuantity('mug', 0)).resolves.toBe('cancelled');
    const broken = createCartStore({
      updateQuantity,
      confirmRemoval: async () => {
        throw new Error('no dialog');
      },
      initialCart: cart(),
    });
    await expect(broken.setQuantity('mug', 0)).resolves.toBe('cancelled');
    expect(updateQuantity).not.toHaveBeenCalled();
    expect(refuse.getSnapshot().cart).toEqual(cart());
  });

  it('refuses invalid quantities and unknown entries without a request', async () => {
    const updateQuantity = vi.fn();
    const store = createCartStore({ updateQuantity, confirmRemoval: vi.fn(), initialCart: cart() });
    await expect(store.setQuantity('mug', -1)).resolves.toBe('invalid');
    await expect(store.setQuantity('mug', 1.5)).resolves.toBe('invalid');
    await expect(store.setQuantity('nope', 1)).resolves.toBe('invalid');
    await expect(store.setQuantity('mug', 2)).resolves.toBe('unchanged');
    expect(updateQuantity).not.toHaveBeenCalled();
  });

  it('allows checkout only with a subtotal at or above the minimum (spec 000 §5)', () => {
    const store = createCartStore({
      updateQuantity: vi.fn(),
      confirmRemoval: vi.fn(),
      minimumSubtotalCents: 5000,
      initialCart: cart(),
    });
    expect(store.getSnapshot().checkout).toEqual({
      allowed: false,
      reason: 'below-minimum',
      minimumCents: 5000,
    });
    store.sync(cart({ subtotalCents: 5000 }));
    expect(store.getSnapshot().checkout).toEqual({ allowed: true });
    store.sync(cart({ entries: [], subtotalCents: 0, totalQuantity: 0 }));
    expect(store.getSnapshot().checkout).toEqual({ allowed: false, reason: 'empty' });
  });

  it('does not allow checkout while a change is on its way', async () => {
    const answer = deferred<CartResult>();
    const store = createCartStore({
      updateQuantity: () => answer.promise,
      confirmRemoval: vi.fn(),
      initialCart: cart(),
    });
    const outcome = store.setQuantity('mug', 3);
    expect(store.getSnapshot().checkout).toEqual({ allowed: false, reason: 'updating' });
    answer.resolve({ ok: true, value: cart() });
    await outcome;
    expect(store.getSnapshot().checkout).toEqual({ allowed: true });
  });

  it('tells subscribers about every change and stops when unsubscribed', () => {
    const store = createCartStore({ updateQuantity: vi.fn(), confirmRemoval: vi.fn() });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.sync(cart());
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    store.sync(cart());
    expect(listener).toHaveBeenCalledOnce();
  });

  it('ignores a sync without a cart and a bad minimum, with warnings', () => {
    const store = createCartStore({
      updateQuantity: vi.fn(),
      confirmRemoval: vi.fn(),
      minimumSubtotalCents: -3,
    });
    store.sync(null as never);
    expect(store.getSnapshot().status).toBe('uninitialised');
    store.sync(cart({ subtotalCents: 0 }));
    expect(store.getSnapshot().checkout).toEqual({ allowed: true });
    expect(console.warn).toHaveBeenCalledTimes(2);
  });
});

describe('linkCartSummary (spec 000 §3 "Cart summary")', () => {
  it('syncs the indicator from the cart store: items and subtotal text', () => {
    const store = createCartStore({ updateQuantity: vi.fn(), confirmRemoval: vi.fn() });
    const summary = createCartSummaryStore();
    const stop = linkCartSummary(store, summary);
    expect(summary.getSnapshot().initialised).toBe(false);
    store.sync(cart());
    expect(summary.getSnapshot()).toEqual({
      initialised: true,
      items: 3,
      subtotal: `44,00${NBSP}€`,
    });
    stop();
    store.sync(cart({ totalQuantity: 9 }));
    expect(summary.getSnapshot().items).toBe(3);
  });

  it('formats subtotalCents in the store currency when there is no subtotalAmount', () => {
    const store = createCartStore({
      updateQuantity: vi.fn(),
      confirmRemoval: vi.fn(),
      initialCart: cart({ subtotalAmount: null, subtotalCents: 150000, totalQuantity: 150 }),
    });
    const summary = createCartSummaryStore();
    linkCartSummary(store, summary, { currencyCode: 'JPY' });
    expect(summary.getSnapshot()).toEqual({
      initialised: true,
      items: 150,
      subtotal: `150\u202f000${NBSP}JPY`,
    });
  });
});
