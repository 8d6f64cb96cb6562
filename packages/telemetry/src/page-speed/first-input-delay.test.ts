import { afterEach, describe, expect, it, vi } from 'vitest';
import { onFirstInputDelay } from './first-input-delay';

type Callback = (list: { getEntries(): object[] }) => void;

function fakeObserver(types: readonly string[]) {
  const made: { callback: Callback; observed: unknown[]; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = types;
    readonly record: (typeof made)[number];
    constructor(callback: Callback) {
      this.record = { callback, observed: [], disconnected: false };
      made.push(this.record);
    }
    observe(options: unknown) {
      this.record.observed.push(options);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return made;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('onFirstInputDelay (spec 001 §3: first input delay in the page-speed record)', () => {
  it('reports processingStart − startTime of the first input, once, from the buffered entry', () => {
    const made = fakeObserver(['first-input', 'largest-contentful-paint']);
    const report = vi.fn();
    onFirstInputDelay(report);
    expect(made[0]?.observed).toEqual([{ type: 'first-input', buffered: true }]);
    made[0]?.callback({ getEntries: () => [{ startTime: 1200, processingStart: 1237.5 }] });
    expect(report).toHaveBeenCalledExactlyOnceWith({ name: 'FID', value: 37.5 });
    expect(made[0]?.disconnected).toBe(true);
  });

  it('does nothing where the browser has no first-input entries', () => {
    const made = fakeObserver(['largest-contentful-paint']);
    const report = vi.fn();
    onFirstInputDelay(report)();
    expect(made).toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });
});
