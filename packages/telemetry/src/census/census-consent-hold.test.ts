import { describe, expect, it, vi } from 'vitest';
import { type CensusConsent, createConsentHold, isConsentRefused } from './census-consent-hold';

type Choice = 'allowed' | 'denied' | undefined;

/** A consent like the @vitrine/consent store: a choice, and listeners told of each change. */
function createConsent(choice: Choice = undefined) {
  const listeners = new Set<() => void>();
  return {
    listeners,
    getChoice: () => choice,
    allowsTracking: () => choice === 'allowed',
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(next: Choice) {
      choice = next;
      for (const listener of [...listeners]) listener();
    },
  } satisfies CensusConsent & { listeners: Set<() => void>; choose(next: Choice): void };
}

describe('isConsentRefused', () => {
  it('is true only for a denied choice, or a consent that throws', () => {
    expect(isConsentRefused(undefined)).toBe(false);
    expect(isConsentRefused(createConsent())).toBe(false);
    expect(isConsentRefused(createConsent('allowed'))).toBe(false);
    expect(isConsentRefused(createConsent('denied'))).toBe(true);
    expect(isConsentRefused({ allowsTracking: () => false, subscribe: () => () => {} })).toBe(
      false,
    );
    const throwing = {
      allowsTracking: () => false,
      subscribe: () => () => {},
      getChoice: () => {
        throw new Error('storage');
      },
    };
    expect(isConsentRefused(throwing)).toBe(true);
  });
});

describe('createConsentHold', () => {
  it('runs the held calls in order on the accept, once, and stops listening', () => {
    const consent = createConsent();
    const hold = createConsentHold(consent, 50);
    const order: number[] = [];
    expect(hold.hold(() => order.push(1))).toBe(true);
    expect(hold.hold(() => order.push(2))).toBe(true);
    expect(consent.listeners.size).toBe(1);
    expect(order).toEqual([]);
    consent.choose('allowed');
    expect(order).toEqual([1, 2]);
    expect(consent.listeners.size).toBe(0);
    consent.choose('allowed');
    expect(order).toEqual([1, 2]);
  });

  it('keeps waiting through changes that neither allow nor refuse (the banner forced, updated)', () => {
    const consent = createConsent();
    const hold = createConsentHold(consent, 50);
    const send = vi.fn();
    hold.hold(send);
    consent.choose(undefined);
    expect(send).not.toHaveBeenCalled();
    consent.choose('allowed');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('drops the held calls on a refusal: a later accept sends none of them', () => {
    const consent = createConsent();
    const hold = createConsentHold(consent, 50);
    const send = vi.fn();
    hold.hold(send);
    consent.choose('denied');
    expect(consent.listeners.size).toBe(0);
    consent.choose('allowed');
    expect(send).not.toHaveBeenCalled();
  });

  it('holds nothing while refused, without a consent, or with a limit of 0', () => {
    const send = vi.fn();
    expect(createConsentHold(createConsent('denied'), 50).hold(send)).toBe(false);
    expect(createConsentHold(undefined, 50).hold(send)).toBe(false);
    const consent = createConsent();
    expect(createConsentHold(consent, 0).hold(send)).toBe(false);
    consent.choose('allowed');
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps at most `limit` calls, the first ones', () => {
    const consent = createConsent();
    const hold = createConsentHold(consent, 3);
    const sent: number[] = [];
    const kept = [1, 2, 3, 4, 5].map((n) => hold.hold(() => sent.push(n)));
    expect(kept).toEqual([true, true, true, false, false]);
    consent.choose('allowed');
    expect(sent).toEqual([1, 2, 3]);
  });

  it('release() runs the held calls when tracking is allowed before its listener was told', () => {
    let allowed = false;
    const consent: CensusConsent = {
      allowsTracking: () => allowed,
      subscribe: () => () => {},
    };
    const hold = createConsentHold(consent, 50);
    const send = vi.fn();
    hold.hold(send);
    hold.release();
    expect(send).not.toHaveBeenCalled();
    allowed = true;
    hold.release();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not hold when consent cannot be listened to, and destroy drops what it holds', () => {
    const deaf: CensusConsent = {
      allowsTracking: () => false,
      subscribe: () => {
        throw new Error('no events');
      },
    };
    expect(createConsentHold(deaf, 50).hold(() => {})).toBe(false);

    const consent = createConsent();
    const hold = createConsentHold(consent, 50);
    const send = vi.fn();
    hold.hold(send);
    hold.destroy();
    expect(consent.listeners.size).toBe(0);
    consent.choose('allowed');
    hold.release();
    expect(send).not.toHaveBeenCalled();
  });
});
