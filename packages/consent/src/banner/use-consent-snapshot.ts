'use client';
import { useSyncExternalStore } from 'react';
import { PENDING_CONSENT_POLICY } from '../policy/consent-policy';
import type { ConsentSnapshot, ConsentStore } from '../store/create-consent-store';

// On the server nothing is known about the visitor: no banner, no tracking (unless the server
// read the visitor's cookie itself and rendered the banner: `serverShown`).
const SERVER_SNAPSHOT: ConsentSnapshot = {
  policy: PENDING_CONSENT_POLICY,
  choice: undefined,
  allowsTracking: false,
  bannerShown: false,
  forced: false,
  mountKey: 0,
};
const SERVER_SNAPSHOT_SHOWN: ConsentSnapshot = { ...SERVER_SNAPSHOT, bannerShown: true };
const serverSnapshot = () => SERVER_SNAPSHOT;
const serverSnapshotShown = () => SERVER_SNAPSHOT_SHOWN;

/**
 * Subscribes a component to a consent store and returns its current snapshot. On the server, and
 * while hydrating, the snapshot shows the banner only when `serverShown` says so.
 */
export function useConsentSnapshot(store: ConsentStore, serverShown = false): ConsentSnapshot {
  return useSyncExternalStore(
    store.subscribe,
    store.getSnapshot,
    serverShown ? serverSnapshotShown : serverSnapshot,
  );
}
