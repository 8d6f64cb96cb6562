import type { CartEntry, ShoppingCart } from '@vitrine/core-data/schemas/shopping-cart';
import type { Result } from '../shared/result';

export type { CartEntry, ShoppingCart };

/** Why the server did not apply a change: its text (French, from the data layer) and code. */
export interface CartFailure {
  readonly message: string;
  readonly code?: string;
  readonly cause?: unknown;
}

/** The server's answer to a cart change: the whole updated cart, or a failure. */
export type CartResult = Result<ShoppingCart, CartFailure>;

/** Sends a quantity change (0 removes the entry) and resolves with the updated cart. */
export type UpdateQuantity = (entryId: string, quantity: number) => Promise<CartResult>;

/**
 * Why an entry is about to leave the cart: a quantity of 0 entered (spec 000 §5) or the
 * shopper's own remove button (`removeEntry`).
 */
export type RemovalCause = 'quantity-zero' | 'remove';

/** Asks the shopper to confirm a removal (spec 000 §5: quantity 0 removes after confirmation). */
export type ConfirmRemoval = (entry: CartEntry, cause: RemovalCause) => Promise<boolean>;

/**
 * Where the store is: no cart yet (before the first sync), a change on its way to the server,
 * or at rest.
 */
export type CartStatus = 'uninitialised' | 'updating' | 'idle';

/** The last change that failed: the entry went back to its last good quantity. */
export interface CartStoreError {
  /** A removal (quantity 0) or another quantity change: they have different messages. */
  readonly kind: 'removal' | 'quantity';
  readonly entryId: string;
  readonly quantity: number;
  readonly failure: CartFailure;
}

/** Cart totals in cents, with what the server left out filled in. */
export interface CartTotals {
  readonly subtotalCents: number;
  readonly taxCents: number;
  readonly shippingCostCents: number;
  readonly discountCents: number;
  readonly grandTotalCents: number;
  readonly totalQuantity: number;
}

/** Whether the shopper may check out, and why not (spec 000 §5: minimum subtotal). */
export type CheckoutEligibility =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: 'empty' | 'updating' }
  | { readonly allowed: false; readonly reason: 'below-minimum'; readonly minimumCents: number };
