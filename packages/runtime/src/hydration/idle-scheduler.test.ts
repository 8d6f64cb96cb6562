import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleScheduler,
  IDLE_FALLBACK_SLICE_MS,
  IDLE_TIMEOUT_MS,
  type IdleDeadlineLike,
  type IdleSchedulerEnv,
  yieldToPage,
} from './idle-scheduler';

function fallbackEnv(): IdleSchedulerEnv {
  return {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  };
}

describe('idle scheduler (spec 000 §9 "Idle callback fallback 50 ms slice with a 100 ms timeout")', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec values', () => {
    expect(IDLE_FALLBACK_SLICE_MS).toBe(50);
    expect(IDLE_TIMEOUT_MS).toBe(100);
  });

  it('asks requestIdleCallback for a period with a 100 ms timeout and runs tasks while time remains', () => {
    let idle: ((deadline: IdleDeadlineLike) => void) | undefined;
    const requestIdleCallback = vi.fn(
      (callback: (deadline: IdleDeadlineLike) => void, _options?: { timeout: number }) => {
        idle = callback;
        return 1;
      },
    );
    const scheduler = createIdleScheduler({
      ...fallbackEnv(),
      requestIdleCallback,
      cancelIdleCallback: vi.fn(),
    });
    const ran: number[] = [];
    scheduler.schedule(() => ran.push(1));
    scheduler.schedule(() => ran.push(2));
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 100 });
    // An empty period still runs one task, so the queue always moves.
    idle?.({ didTimeout: false, timeRemaining: () => 0 });
    expect(ran).toEqual([1]);
    expect(requestIdleCallback).toHaveBeenCalledTimes(2);
    idle?.({ didTimeout: false, timeRemaining: () => 5 });
    expect(ran).toEqual([1, 2]);
    expect(scheduler.pending).toBe(0);
  });

  it('after a timeout runs one task per period, so the page stays responsive', () => {
    let idle: ((deadline: IdleDeadlineLike) => void) | undefined;
    const scheduler = createIdleScheduler({
      ...fallbackEnv(),
      requestIdleCallback: (callback) => {
        idle = callback;
        return 1;
      },
    });
    const ran: string[] = [];
    scheduler.schedule(() => ran.push('a'));
    scheduler.schedule(() => ran.push('b'));
    idle?.({ didTimeout: true, timeRemaining: () => 0 });
    expect(ran).toEqual(['a']);
  });

  it('without requestIdleCallback runs tasks in 50 ms slices, yielding between slices', () => {
    let clock = 0;
    const scheduler = createIdleScheduler({ ...fallbackEnv(), now: () => clock });
    const ran: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      scheduler.schedule(() => {
        ran.push(index);
        clock += 20; // each task takes 20 ms
      });
    }
    expect(ran).toEqual([]);
    vi.runOnlyPendingTimers();
    // 0, 20, 40 ms elapsed before each task: the third starts at 40 < 50, the fourth at 60 waits.
    expect(ran).toEqual([0, 1, 2]);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual([0, 1, 2, 3]);
  });

  it('cancels a queued task and the pending request when nothing is left', () => {
    const clear = vi.fn();
    const env = fallbackEnv();
    const scheduler = createIdleScheduler({
      ...env,
      clearTimeout: (handle) => {
        clear();
        env.clearTimeout(handle);
      },
    });
    const task = vi.fn();
    const cancel = scheduler.schedule(task);
    cancel();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('reports a throwing task and runs the next ones', () => {
    const report = vi.fn();
    const scheduler = createIdleScheduler(fallbackEnv(), report);
    const error = new Error('boom');
    const next = vi.fn();
    scheduler.schedule(() => {
      throw error;
    });
    scheduler.schedule(next);
    vi.runAllTimers();
    expect(report).toHaveBeenCalledWith(error);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('dispose drops every waiting task', () => {
    const scheduler = createIdleScheduler(fallbackEnv());
    const task = vi.fn();
    scheduler.schedule(task);
    scheduler.dispose();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    expect(scheduler.pending).toBe(0);
  });
});

describe('yieldToPage', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('resolves in a later task, not in the microtasks of the current one (0 ms timer fallback)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('scheduler', undefined);
    let resolved = false;
    void yieldToPage().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToPage();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
