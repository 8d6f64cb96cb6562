'use client';
import { useSyncExternalStore } from 'react';
import {
  type CartSummarySource,
  type CartSummaryState,
  UNINITIALISED_CART_SUMMARY,
} from './cart-summary-store';

const NO_SOURCE: CartSummarySource = {
  getSnapshot: () => UNINITIALISED_CART_SUMMARY,
  subscribe: () => () => {},
};

/** Provides the current state of a cart summary store, re-rendering on every sync. */
export function useCartSummary(source: CartSummarySource | undefined): CartSummaryState {
  const store = source ?? NO_SOURCE;
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
