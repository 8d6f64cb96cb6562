'use client';
import { useSyncExternalStore } from 'react';
import { PENDING_CONSENT_POLICY } from '../policy/consent-policy';
import type { ConsentSnapshot, ConsentStore } from '../store/create-consent-store';

// On the server nothing is known about the visitor: no banner, no tracking.
const SERVER_SNAPSHOT: ConsentSnapshot = {
  policy: PENDING_CONSENT_POLICY,
  choice: undefined,
  allowsTracking: false,
  bannerShown: false,
  forced: false,
  mountKey: 0,
};
const serverSnapshot = () => SERVER_SNAPSHOT;

/** Subscribes a component to a consent store and returns its current snapshot. */
export function useConsentSnapshot(store: ConsentStore): ConsentSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
}
