import type { CartStore } from './cart-store';
import type { ShoppingCart } from './cart-types';

/** The broadcast channel on which the tabs of one site tell each other their cart. */
export const CART_CHANNEL_NAME = 'vitrine-cart';

/** The part of `BroadcastChannel` the link uses (a fake one in tests). */
export interface CartChannelPort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface CartChannelOptions {
  /** The channel name; `CART_CHANNEL_NAME` by default. */
  readonly name?: string;
  /** Opens the channel; `new BroadcastChannel(name)` by default. */
  readonly open?: (name: string) => CartChannelPort;
  /**
   * Checks a cart received from another tab (an outside value). Return null to ignore it; by
   * default any object with a text `id` is taken. `parseShoppingCart` of
   * `@vitrine/core-data/schemas/shopping-cart` is the strict choice.
   */
  readonly readCart?: (value: unknown) => ShoppingCart | null;
}

interface CartMessage {
  readonly type: 'cart';
  readonly cart: unknown;
}

/**
 * Keeps the carts of every tab of a site in step: each cart the server confirms in this tab (a
 * sync, or a change answered by the server) is posted on a `BroadcastChannel`, and a cart posted
 * by another tab is synced into this store. Optimistic quantities are never posted, and a cart
 * received is not posted back. Without `BroadcastChannel` (an old browser, a server render) it
 * does nothing. Returns the function that stops it.
 */
export function connectCartChannel(
  store: Pick<CartStore, 'getSnapshot' | 'subscribe' | 'sync'>,
  options: CartChannelOptions = {},
): () => void {
  const { name = CART_CHANNEL_NAME, readCart = readLooseCart } = options;
  const open = options.open ?? openBroadcastChannel;
  let channel: CartChannelPort | null;
  try {
    channel = open(name);
  } catch (cause) {
    console.error('[@vitrine/commerce] The cart channel could not be opened.', cause);
    channel = null;
  }
  if (!channel) return () => {};
  const port = channel;

  // The last cart this tab posted or received: a confirmed cart is posted once.
  let known: ShoppingCart | null = confirmedCart(store);
  let receiving = false;

  const unsubscribe = store.subscribe(() => {
    if (receiving) return;
    const cart = confirmedCart(store);
    if (!cart || cart === known) return;
    known = cart;
    port.postMessage({ type: 'cart', cart } satisfies CartMessage);
  });

  const onMessage = (event: MessageEvent) => {
    const message = event.data as Partial<CartMessage> | null;
    if (typeof message !== 'object' || message === null || message.type !== 'cart') return;
    const cart = readCart(message.cart);
    if (!cart) return;
    receiving = true;
    try {
      store.sync(cart);
      known = confirmedCart(store) ?? known;
    } finally {
      receiving = false;
    }
  };
  port.addEventListener('message', onMessage);

  return () => {
    unsubscribe();
    port.removeEventListener('message', onMessage);
    port.close();
  };
}

/** The store's cart when nothing is on its way to the server: what the server last confirmed. */
function confirmedCart(store: Pick<CartStore, 'getSnapshot'>): ShoppingCart | null {
  const snapshot = store.getSnapshot();
  return snapshot.status === 'idle' && snapshot.pendingEntryIds.length === 0 ? snapshot.cart : null;
}

function openBroadcastChannel(name: string): CartChannelPort | null {
  const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  return Channel ? new Channel(name) : null;
}

function readLooseCart(value: unknown): ShoppingCart | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const cart = value as { id?: unknown; entries?: unknown };
  if (typeof cart.id !== 'string') return null;
  if (cart.entries !== undefined && !Array.isArray(cart.entries)) return null;
  return value as ShoppingCart;
}
