import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCRIPT_RUN_MARKER, SECOND_RUN_WARNING } from '../lifecycle/script-run-marker';
import type { BlockModule, DecodeResult } from '../registry/registry-types';
import { type PageRuntime, startPageRuntime } from './start-page-runtime';

const decodeText = (input: unknown): DecodeResult<{ text: string }> =>
  typeof (input as { text?: unknown } | null)?.text === 'string'
    ? { ok: true, value: { text: (input as { text: string }).text } }
    : { ok: false, error: { message: 'text must be a string' } };

const textModule: BlockModule<{ text: string }> = {
  decode: decodeText,
  Component: ({ data }) => <p>{data.text}</p>,
};

let runtime: PageRuntime | undefined;
let root: HTMLElement | undefined;

afterEach(() => {
  document.dispatchEvent(new Event('vitrine:destroy'));
  runtime?.unbind();
  runtime = undefined;
  root?.remove();
  delete (globalThis as Record<symbol, unknown>)[SCRIPT_RUN_MARKER];
});

describe('startPageRuntime (spec 000 §4 "Page runtime")', () => {
  it('initialises after page ready, hydrates the blocks, and returns to not initialised on destroy', async () => {
    root = document.createElement('main');
    root.innerHTML = `<div data-block-kind="summary" data-block-json='{"text":"Bonjour"}'><p>Bonjour</p></div>`;
    document.body.append(root);
    runtime = startPageRuntime({
      context: { pageType: 2 },
      registry: { blocks: { summary: async () => textModule } },
      report: vi.fn(),
      root,
    });
    expect(runtime?.lifecycle.state).toBe('initialised');
    const block = root.querySelector('[data-block-kind]') as HTMLElement;
    await expect.poll(() => block.getAttribute('data-hydration')).toBe('hydrated');
    document.dispatchEvent(new Event('vitrine:destroy'));
    expect(runtime?.lifecycle.state).toBe('not-initialised');
    expect(runtime?.lifecycle.hasBeenInitialisedOnce).toBe(true);
  });

  it('warns and does nothing on a second run of the script', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    runtime = startPageRuntime({ context: {}, registry: { blocks: {} }, report: vi.fn() });
    expect(
      startPageRuntime({ context: {}, registry: { blocks: {} }, report: vi.fn() }),
    ).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(SECOND_RUN_WARNING);
    warn.mockRestore();
  });
});
