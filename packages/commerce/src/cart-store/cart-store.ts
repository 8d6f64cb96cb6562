import { describeValue } from '@vitrine/core-data/format';
import { warn } from '../shared/warn';
import { cartTotals, checkoutEligibility, withQuantities } from './cart-totals';
import type {
  CartEntry,
  CartResult,
  CartStatus,
  CartStoreError,
  CartTotals,
  CheckoutEligibility,
  ConfirmRemoval,
  RemovalCause,
  ShoppingCart,
  UpdateQuantity,
} from './cart-types';

export interface CartStoreOptions {
  /** Sends a quantity change to the server (see `createCartApi` in `@vitrine/commerce/cart-api`). */
  readonly updateQuantity: UpdateQuantity;
  /**
   * Asks the shopper before a quantity of 0 (spec 000 §5) or `removeEntry` removes an entry,
   * told which of the two it is.
   */
  readonly confirmRemoval: ConfirmRemoval;
  /** A cart already known (server-rendered); otherwise the store waits for the first `sync`. */
  readonly initialCart?: ShoppingCart | null;
  /** The order subtotal needed to check out, in cents (spec 000 §5); 0 by default. */
  readonly minimumSubtotalCents?: number;
}

/** What the cart looks like now, for rendering (a new object on every change). */
export interface CartSnapshot {
  readonly status: CartStatus;
  /** The cart as the shopper sees it: the last good cart with pending quantities applied. */
  readonly cart: ShoppingCart | null;
  readonly totals: CartTotals | null;
  /** Entries with a change on its way to the server. */
  readonly pendingEntryIds: readonly string[];
  /** The last failed change, until the next change or sync. */
  readonly error: CartStoreError | null;
  readonly checkout: CheckoutEligibility;
}

/** How a quantity change ended. */
export type SetQuantityOutcome =
  | 'updated'
  | 'removed'
  | 'unchanged'
  | 'cancelled'
  | 'superseded'
  | 'failed'
  | 'invalid';

export interface CartStore {
  getSnapshot(): CartSnapshot;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Replaces the cart with one that other code got from the server (marks it initialised). */
  sync(cart: ShoppingCart): void;
  /**
   * Changes an entry's quantity: shown at once, sent to the server, and rolled back to the last
   * good cart if the server fails. 0 removes the entry once the shopper confirms.
   */
  setQuantity(entryId: string, quantity: number): Promise<SetQuantityOutcome>;
  /** `setQuantity(entryId, 0)`: removes the entry after confirmation. */
  removeEntry(entryId: string): Promise<SetQuantityOutcome>;
}

interface Job {
  readonly entryId: string;
  readonly quantity: number;
  readonly resolve: (outcome: SetQuantityOutcome) => void;
}

/** Sends one change: the server's answer, a thrown failure as a failed result, and an answer with no cart as one too. */
async function sendUpdate(
  updateQuantity: CartStoreOptions['updateQuantity'],
  job: Job,
): Promise<CartResult> {
  let result: CartResult;
  try {
    result = await updateQuantity(job.entryId, job.quantity);
  } catch (cause) {
    result = { ok: false, error: { message: String((cause as Error)?.message ?? cause), cause } };
  }
  if (result.ok && !isCart(result.value)) {
    result = {
      ok: false,
      error: { message: 'The cart update answered no cart.', code: 'invalidCart' },
    };
  }
  return result;
}

/** Whether the shopper confirms removing the entry; a confirmation that fails keeps it. */
async function removalConfirmed(
  confirmRemoval: CartStoreOptions['confirmRemoval'],
  entry: CartEntry,
  cause: RemovalCause,
): Promise<boolean> {
  try {
    return (await confirmRemoval(entry, cause)) === true;
  } catch (cause) {
    console.error('[@vitrine/commerce] confirmRemoval failed; the entry is kept.', cause);
    return false;
  }
}

/**
 * Creates the cart store of spec 000 §3 "Shopping cart" and §5: framework-free, one change sent
 * at a time in order (a newer change to the same entry replaces one not yet sent), optimistic
 * quantities with rollback to the last good cart when the server fails. Its snapshot (`build`)
 * is the last good cart with the quantities on their way, and its totals.
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { updateQuantity, confirmRemoval } = options;
  const minimumSubtotalCents = readMinimum(options.minimumSubtotalCents);
  let lastGood: ShoppingCart | null = isCart(options.initialCart) ? options.initialCart : null;
  const pending = new Map<string, number>();
  const queue: Job[] = [];
  const listeners = new Set<() => void>();
  let inFlight = false;
  let draining = false;
  let error: CartStoreError | null = null;
  const build = (): CartSnapshot => {
    const cart = lastGood && withQuantities(lastGood, pending);
    const busy = inFlight || queue.length > 0;
    const status: CartStatus = cart === null ? 'uninitialised' : busy ? 'updating' : 'idle';
    const totals = cart && cartTotals(cart);
    const checkout = checkoutEligibility(totals, status, minimumSubtotalCents);
    return { status, cart, totals, pendingEntryIds: [...pending.keys()], error, checkout };
  };
  let snapshot = build();

  function emit(): void {
    snapshot = build();
    for (const listener of [...listeners]) listener();
  }

  function findEntry(entryId: string): CartEntry | undefined {
    return snapshot.cart?.entries?.find((entry) => entry.id === entryId);
  }

  async function drain(): Promise<void> {
    if (draining) return;
    draining = true;
    for (let job = queue.shift(); job; job = queue.shift()) {
      inFlight = true;
      const result = await sendUpdate(updateQuantity, job);
      const newer = queue.some((queued) => queued.entryId === job?.entryId);
      if (!newer) pending.delete(job.entryId);
      if (result.ok) lastGood = result.value;
      else {
        // Rollback: without its pending quantity the entry shows the last good cart again.
        const kind = job.quantity === 0 ? 'removal' : 'quantity';
        error = { kind, entryId: job.entryId, quantity: job.quantity, failure: result.error };
      }
      inFlight = false;
      emit();
      job.resolve(result.ok ? (job.quantity === 0 ? 'removed' : 'updated') : 'failed');
    }
    draining = false;
  }

  async function changeQuantity(
    entryId: string,
    quantity: number,
    cause: RemovalCause,
  ): Promise<SetQuantityOutcome> {
    if (!Number.isSafeInteger(quantity) || quantity < 0) {
      warn(`Quantity ${String(quantity)} is not a whole number of 0 or more; nothing changed.`);
      return 'invalid';
    }
    let entry = findEntry(entryId);
    if (!entry) {
      warn(`No cart entry ${describeValue(entryId)}; nothing changed.`);
      return 'invalid';
    }
    if (entry.quantity === quantity) return 'unchanged';
    if (quantity === 0) {
      if (!(await removalConfirmed(confirmRemoval, entry, cause))) return 'cancelled';
      entry = findEntry(entryId);
      if (!entry) return 'unchanged';
    }
    return new Promise((resolve) => {
      const waiting = queue.findIndex((job) => job.entryId === entryId);
      if (waiting >= 0) queue.splice(waiting, 1)[0]?.resolve('superseded');
      queue.push({ entryId, quantity, resolve });
      pending.set(entryId, quantity);
      error = null;
      emit();
      void drain();
    });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync(cart) {
      if (!isCart(cart)) {
        warn('sync() needs a shopping cart object; the cart is unchanged.');
        return;
      }
      lastGood = cart;
      error = null;
      emit();
    },
    setQuantity: (entryId, quantity) => changeQuantity(entryId, quantity, 'quantity-zero'),
    removeEntry: (entryId) => changeQuantity(entryId, 0, 'remove'),
  };
}

function isCart(value: unknown): value is ShoppingCart {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readMinimum(value: unknown): number {
  if (value === undefined) return 0;
  if (Number.isSafeInteger(value) && (value as number) >= 0) return value as number;
  warn(`minimumSubtotalCents ${String(value)} is not whole cents of 0 or more; using 0.`);
  return 0;
}
