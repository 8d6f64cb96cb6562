import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_CHANNEL_NAME, connectCartChannel } from './cart-channel';
import { createCartStore } from './cart-store';
import type { CartResult, ShoppingCart } from './cart-types';

const TWO_BOWLS: ShoppingCart = {
  id: 'cart-1',
  entries: [{ id: 'bol', itemId: 'prod-bol-gres', quantity: 2 }],
  subtotalCents: 7600,
  totalQuantity: 2,
};
const THREE_BOWLS: ShoppingCart = {
  ...TWO_BOWLS,
  entries: [{ id: 'bol', itemId: 'prod-bol-gres', quantity: 3 }],
  subtotalCents: 11400,
  totalQuantity: 3,
};

function tab(updateQuantity = vi.fn<(id: string, q: number) => Promise<CartResult>>()) {
  const store = createCartStore({ updateQuantity, confirmRemoval: async () => true });
  return { store, updateQuantity };
}

/** Resolves once `store` has a cart whose total quantity is `quantity` (a message crossed). */
function cartWith(store: ReturnType<typeof tab>['store'], quantity: number): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (store.getSnapshot().cart?.totalQuantity === quantity) {
        stop();
        resolve();
      }
    };
    const stop = store.subscribe(check);
    check();
  });
}

describe('connectCartChannel: one cart across the tabs of a site (BroadcastChannel)', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.restoreAllMocks();
  });

  it('syncs a cart the server confirmed in one tab into the other tab', async () => {
    const first = tab();
    const second = tab();
    stops.push(connectCartChannel(first.store), connectCartChannel(second.store));
    first.store.sync(TWO_BOWLS);
    await cartWith(second.store, 2);
    expect(second.store.getSnapshot().cart).toEqual(TWO_BOWLS);
  });

  it('posts a quantity change once the server answers, never the optimistic quantity', async () => {
    let answer!: (result: CartResult) => void;
    const first = tab(vi.fn(() => new Promise<CartResult>((resolve) => (answer = resolve))));
    const second = tab();
    first.store.sync(TWO_BOWLS);
    second.store.sync(TWO_BOWLS);
    const seen: number[] = [];
    stops.push(connectCartChannel(first.store), connectCartChannel(second.store));
    stops.push(
      second.store.subscribe(() => seen.push(second.store.getSnapshot().cart?.totalQuantity ?? -1)),
    );
    const change = first.store.setQuantity('bol', 3);
    // The optimistic 3 is shown here only.
    expect(first.store.getSnapshot().cart?.totalQuantity).toBe(3);
    answer({ ok: true, value: THREE_BOWLS });
    await change;
    await cartWith(second.store, 3);
    expect(seen).toEqual([3]);
  });

  it('does not post back a cart it received (no echo between tabs)', async () => {
    const posted: unknown[] = [];
    const listeners = new Set<(event: MessageEvent) => void>();
    const fake = {
      postMessage: (message: unknown) => posted.push(message),
      addEventListener: (_: 'message', listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_: 'message', listener: (event: MessageEvent) => void) =>
        listeners.delete(listener),
      close: vi.fn(),
    };
    const { store } = tab();
    const stop = connectCartChannel(store, { open: () => fake });
    for (const listener of listeners)
      listener(new MessageEvent('message', { data: { type: 'cart', cart: TWO_BOWLS } }));
    expect(store.getSnapshot().cart).toEqual(TWO_BOWLS);
    expect(posted).toEqual([]);
    store.sync(THREE_BOWLS);
    expect(posted).toEqual([{ type: 'cart', cart: THREE_BOWLS }]);
    stop();
    expect(fake.close).toHaveBeenCalledOnce();
    expect(listeners.size).toBe(0);
  });

  it('ignores messages that are not a cart (outside values)', () => {
    const listeners = new Set<(event: MessageEvent) => void>();
    const fake = {
      postMessage: vi.fn(),
      addEventListener: (_: 'message', listener: (event: MessageEvent) => void) =>
        listeners.add(listener),
      removeEventListener: vi.fn(),
      close: vi.fn(),
    };
    const { store } = tab();
    store.sync(TWO_BOWLS);
    stops.push(connectCartChannel(store, { open: () => fake }));
    for (const data of [
      null,
      'cart',
      { type: 'cart' },
      { type: 'cart', cart: { entries: [] } },
      { type: 'cart', cart: { id: 'x', entries: 'none' } },
      { type: 'other', cart: THREE_BOWLS },
    ])
      for (const listener of listeners) listener(new MessageEvent('message', { data }));
    expect(store.getSnapshot().cart).toEqual(TWO_BOWLS);
  });

  it('does nothing without BroadcastChannel, and names its channel', () => {
    const { store } = tab();
    const stop = connectCartChannel(store, { open: () => null as never });
    store.sync(TWO_BOWLS);
    expect(() => stop()).not.toThrow();
    expect(CART_CHANNEL_NAME).toBe('vitrine-cart');
  });
});
