import { describe, expect, it, vi } from 'vitest';
import { createPageLifecycle } from './page-lifecycle';
import { markScriptRun, SECOND_RUN_WARNING } from './script-run-marker';

describe('page lifecycle (spec 000 §4 "Page runtime")', () => {
  it('starts not initialised and is initialised after page ready', () => {
    const lifecycle = createPageLifecycle();
    expect(lifecycle.state).toBe('not-initialised');
    expect(lifecycle.hasBeenInitialisedOnce).toBe(false);
    lifecycle.init();
    expect(lifecycle.state).toBe('initialised');
    expect(lifecycle.hasBeenInitialisedOnce).toBe(true);
  });

  it('returns to not initialised on global destroy, and the initialised-once flag stays true', () => {
    const lifecycle = createPageLifecycle();
    lifecycle.init();
    lifecycle.destroy();
    expect(lifecycle.state).toBe('not-initialised');
    expect(lifecycle.hasBeenInitialisedOnce).toBe(true);
  });

  it('runs initialiser callbacks once, even when page ready fires twice', () => {
    const lifecycle = createPageLifecycle();
    const initialiser = vi.fn();
    lifecycle.addInitialiser(initialiser);
    lifecycle.init();
    lifecycle.init();
    expect(initialiser).toHaveBeenCalledTimes(1);
  });

  it('runs an initialiser added after page ready at once', () => {
    const lifecycle = createPageLifecycle();
    lifecycle.init();
    const initialiser = vi.fn();
    lifecycle.addInitialiser(initialiser);
    expect(initialiser).toHaveBeenCalledTimes(1);
  });

  it('runs destructors on destroy, newest first, once', () => {
    const lifecycle = createPageLifecycle();
    const order: string[] = [];
    lifecycle.addDestructor(() => order.push('first'));
    lifecycle.addDestructor(() => order.push('second'));
    lifecycle.init();
    lifecycle.destroy();
    lifecycle.destroy();
    expect(order).toEqual(['second', 'first']);
  });

  it('does not run destructors before the page was initialised', () => {
    const lifecycle = createPageLifecycle();
    const destructor = vi.fn();
    lifecycle.addDestructor(destructor);
    lifecycle.destroy();
    expect(destructor).not.toHaveBeenCalled();
  });

  it('reports a throwing initialiser and still runs the others', () => {
    const report = vi.fn();
    const lifecycle = createPageLifecycle({ report });
    const error = new Error('boom');
    const after = vi.fn();
    lifecycle.addInitialiser(() => {
      throw error;
    });
    lifecycle.addInitialiser(after);
    lifecycle.init();
    expect(report).toHaveBeenCalledWith(error, { phase: 'init' });
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('removes an initialiser and a destructor through their removers', () => {
    const lifecycle = createPageLifecycle();
    const initialiser = vi.fn();
    const destructor = vi.fn();
    lifecycle.addInitialiser(initialiser)();
    lifecycle.addDestructor(destructor)();
    lifecycle.init();
    lifecycle.destroy();
    expect(initialiser).not.toHaveBeenCalled();
    expect(destructor).not.toHaveBeenCalled();
  });
});

describe('script run marker (spec 000 §4: a second run produces a warning)', () => {
  it('answers true on the first run without warning', () => {
    const warn = vi.fn();
    expect(markScriptRun({}, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and answers false on a second run on the same global', () => {
    const target = {};
    const warn = vi.fn();
    markScriptRun(target, warn);
    expect(markScriptRun(target, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(SECOND_RUN_WARNING);
  });
});
