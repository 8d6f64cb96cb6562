import { describe, expect, it, vi } from 'vitest';
import {
  isTrackingAllowed,
  type TrackingConsent,
  whenTrackingAllowed,
} from './when-tracking-allowed';

function createConsent(allowed: boolean) {
  const listeners = new Set<() => void>();
  const consent: TrackingConsent & { set(value: boolean): void; listeners: Set<() => void> } = {
    listeners,
    allowsTracking: () => allowed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(value) {
      allowed = value;
      for (const listener of [...listeners]) listener();
    },
  };
  return consent;
}

describe('isTrackingAllowed', () => {
  it('allows tracking when there is no consent object (a site without a banner)', () => {
    expect(isTrackingAllowed(undefined)).toBe(true);
  });

  it('follows allowsTracking, and counts a throwing or non-boolean answer as a refusal', () => {
    expect(isTrackingAllowed(createConsent(true))).toBe(true);
    expect(isTrackingAllowed(createConsent(false))).toBe(false);
    const throwing = {
      allowsTracking: () => {
        throw new Error('x');
      },
      subscribe: () => () => {},
    };
    expect(isTrackingAllowed(throwing)).toBe(false);
    const truthy = { allowsTracking: () => 'yes' as unknown as boolean, subscribe: () => () => {} };
    expect(isTrackingAllowed(truthy)).toBe(false);
  });
});

describe('whenTrackingAllowed', () => {
  it('runs at once when tracking is allowed', () => {
    const run = vi.fn();
    whenTrackingAllowed(undefined, run);
    whenTrackingAllowed(createConsent(true), run);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits for the visitor to accept, runs once, and unsubscribes', () => {
    const consent = createConsent(false);
    const run = vi.fn();
    whenTrackingAllowed(consent, run);
    expect(run).not.toHaveBeenCalled();
    consent.set(false);
    expect(run).not.toHaveBeenCalled();
    consent.set(true);
    consent.set(true);
    expect(run).toHaveBeenCalledTimes(1);
    expect(consent.listeners.size).toBe(0);
  });

  it('can be cancelled before the visitor accepts', () => {
    const consent = createConsent(false);
    const run = vi.fn();
    const cancel = whenTrackingAllowed(consent, run);
    cancel();
    consent.set(true);
    expect(run).not.toHaveBeenCalled();
    expect(consent.listeners.size).toBe(0);
  });

  it('handles a store that calls the listener inside subscribe', () => {
    let allowed = false;
    const unsubscribe = vi.fn();
    const consent: TrackingConsent = {
      allowsTracking: () => allowed,
      subscribe(listener) {
        allowed = true;
        listener();
        return unsubscribe;
      },
    };
    const run = vi.fn();
    whenTrackingAllowed(consent, run);
    expect(run).toHaveBeenCalledTimes(1);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('never runs, and does not throw, when subscribe throws', () => {
    const consent: TrackingConsent = {
      allowsTracking: () => false,
      subscribe: () => {
        throw new Error('broken store');
      },
    };
    const run = vi.fn();
    expect(() => whenTrackingAllowed(consent, run)()).not.toThrow();
    expect(run).not.toHaveBeenCalled();
  });
});
