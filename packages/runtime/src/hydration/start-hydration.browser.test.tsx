import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { BlockModule, BlockProps, DecodeResult } from '../registry/registry-types';
import { createIdleScheduler } from './idle-scheduler';
import { HYDRATION_ROOT_MARGIN, type HydrationHandle, startHydration } from './start-hydration';

interface CounterData {
  readonly label: string;
}

const decodeCounter = (input: unknown): DecodeResult<CounterData> =>
  typeof input === 'object' &&
  input !== null &&
  typeof (input as { label?: unknown }).label === 'string'
    ? { ok: true, value: { label: (input as CounterData).label } }
    : { ok: false, error: { message: 'label must be a string' } };

function Counter({ data }: BlockProps<CounterData>) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {`${data.label} ${count}`}
    </button>
  );
}

function Throwing(_props: BlockProps<CounterData>): never {
  throw new Error('render failed');
}

const counterModule: BlockModule<CounterData> = { decode: decodeCounter, Component: Counter };
const throwingModule: BlockModule<CounterData> = { decode: decodeCounter, Component: Throwing };

/** Server HTML of a counter block, as the server renders it. */
function counterBlock(kind: string, label: string, json = JSON.stringify({ label })): string {
  return `<div data-block-kind="${kind}" data-block-json='${json}'><button type="button">${label} 0</button></div>`;
}

let handle: HydrationHandle | undefined;
let container: HTMLElement | undefined;

function mount(html: string): HTMLElement {
  container = document.createElement('main');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  handle?.dispose();
  handle = undefined;
  container?.remove();
  container = undefined;
  window.scrollTo(0, 0);
});

describe('island hydration (spec 000 §1, §9)', () => {
  it('hydrates a block when the browser is idle: the server button becomes interactive', async () => {
    const root = mount(counterBlock('button', 'Compteur'));
    const report = vi.fn();
    handle = startHydration({
      root,
      report,
      registry: { blocks: { button: async () => counterModule } },
    });
    const block = root.querySelector<HTMLElement>('[data-block-kind]') as HTMLElement;
    await expect.poll(() => block.getAttribute('data-hydration')).toBe('hydrated');
    const button = root.querySelector('button') as HTMLButtonElement;
    await userEvent.click(button);
    await expect.element(button).toHaveTextContent('Compteur 1');
    expect(report).not.toHaveBeenCalled();
  });

  it('hydrates a block far below the fold only once it is scrolled near the viewport', async () => {
    const root = mount(
      `${counterBlock('button', 'Haut')}<div style="height: 4000px"></div>${counterBlock('button', 'Bas')}`,
    );
    const scheduler = createIdleScheduler();
    handle = startHydration({
      root,
      report: vi.fn(),
      hydrateWhenIdle: false,
      scheduler,
      registry: { blocks: { button: async () => counterModule } },
    });
    const [top, bottom] = [...root.querySelectorAll<HTMLElement>('[data-block-kind]')] as [
      HTMLElement,
      HTMLElement,
    ];
    await expect.poll(() => top.getAttribute('data-hydration')).toBe('hydrated');
    // Positive signals first, then the negative: the idle scheduler has run every task queued
    // before this one (first in, first out), and a fresh observer with startHydration's margin
    // reports the bottom block out of reach, as startHydration's own observer saw it when it
    // hydrated the top one. A block hydrated by either path would be marked 'loading' by now.
    await new Promise<void>((resolve) => scheduler.schedule(resolve));
    const seen = await new Promise<IntersectionObserverEntry>((resolve) => {
      const observer = new IntersectionObserver(
        ([entry]) => {
          observer.disconnect();
          if (entry) resolve(entry);
        },
        { rootMargin: HYDRATION_ROOT_MARGIN },
      );
      observer.observe(bottom);
    });
    expect(seen.isIntersecting).toBe(false);
    expect(bottom.getAttribute('data-hydration')).toBe('pending');
    bottom.scrollIntoView();
    await expect.poll(() => bottom.getAttribute('data-hydration')).toBe('hydrated');
  });

  it("a 'viewport' kind is not hydrated while idle: it waits until it is scrolled near the viewport", async () => {
    const root = mount(
      `${counterBlock('button', 'Haut')}<div style="height: 4000px"></div>${counterBlock('scheduling', 'Cadre')}`,
    );
    const scheduler = createIdleScheduler();
    handle = startHydration({
      root,
      report: vi.fn(),
      scheduler, // idle hydration stays on, as on a page
      registry: {
        blocks: { button: async () => counterModule, scheduling: async () => counterModule },
        hydrateOn: { scheduling: 'viewport' },
      },
    });
    const [top, widget] = [...root.querySelectorAll<HTMLElement>('[data-block-kind]')] as [
      HTMLElement,
      HTMLElement,
    ];
    await expect.poll(() => top.getAttribute('data-hydration')).toBe('hydrated');
    // Positive signal first: the idle scheduler has run every task queued before this one, so an
    // idle hydration of the widget would have marked it 'loading' already (the test before shows
    // the observer leaves it alone this far down).
    await new Promise<void>((resolve) => scheduler.schedule(resolve));
    expect(widget.getAttribute('data-hydration')).toBe('pending');
    expect(widget.getAttribute('data-hydrate-on')).toBe('viewport');
    widget.scrollIntoView();
    await expect.poll(() => widget.getAttribute('data-hydration')).toBe('hydrated');
    await userEvent.click(widget.querySelector('button') as HTMLButtonElement);
    await expect
      .element(widget.querySelector('button') as HTMLElement)
      .toHaveTextContent('Cadre 1');
  });

  it('leaves a block with corrupted JSON as server HTML, reports it, and hydrates the next block', async () => {
    const root = mount(
      counterBlock('button', 'Cassé', '{"label":') + counterBlock('button', 'Suivant'),
    );
    const report = vi.fn();
    handle = startHydration({
      root,
      report,
      registry: { blocks: { button: async () => counterModule } },
    });
    const [broken, next] = [...root.querySelectorAll<HTMLElement>('[data-block-kind]')] as [
      HTMLElement,
      HTMLElement,
    ];
    await expect.poll(() => next.getAttribute('data-hydration')).toBe('hydrated');
    expect(broken.getAttribute('data-hydration')).toBe('failed');
    expect(broken.innerHTML).toBe('<button type="button">Cassé 0</button>');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[1]).toMatchObject({ kind: 'button', phase: 'decode' });
    expect(String(report.mock.calls[0]?.[0])).toMatch(/not valid JSON/);
  });

  it('a throwing block is reported, keeps its server HTML, and does not break the others', async () => {
    const root = mount(counterBlock('chart', 'Graphique') + counterBlock('button', 'Compteur'));
    const report = vi.fn();
    handle = startHydration({
      root,
      report,
      registry: {
        blocks: { chart: async () => throwingModule, button: async () => counterModule },
      },
    });
    const [chart, button] = [...root.querySelectorAll<HTMLElement>('[data-block-kind]')] as [
      HTMLElement,
      HTMLElement,
    ];
    await expect.poll(() => button.getAttribute('data-hydration')).toBe('hydrated');
    await expect.poll(() => chart.getAttribute('data-hydration')).toBe('failed');
    await expect.poll(() => chart.innerHTML).toBe('<button type="button">Graphique 0</button>');
    expect(
      report.mock.calls.some(
        ([, context]) => context.kind === 'chart' && context.phase === 'render',
      ),
    ).toBe(true);
    await userEvent.click(button.querySelector('button') as HTMLButtonElement);
    await expect
      .element(button.querySelector('button') as HTMLButtonElement)
      .toHaveTextContent('Compteur 1');
  });

  it('a block whose loader fails is reported and stays as server HTML', async () => {
    const root = mount(counterBlock('map', 'Carte'));
    const report = vi.fn();
    handle = startHydration({
      root,
      report,
      registry: { blocks: { map: () => Promise.reject(new Error('chunk load failed')) } },
    });
    const block = root.querySelector<HTMLElement>('[data-block-kind]') as HTMLElement;
    await expect.poll(() => block.getAttribute('data-hydration')).toBe('failed');
    expect(report.mock.calls[0]?.[1]).toMatchObject({ kind: 'map', phase: 'load' });
    expect(block.textContent).toBe('Carte 0');
  });

  it('leaves a kind without a loader alone (static, no JavaScript)', async () => {
    const root = mount(counterBlock('image', 'Image'));
    handle = startHydration({ root, report: vi.fn(), registry: { blocks: {} } });
    const block = root.querySelector<HTMLElement>('[data-block-kind]') as HTMLElement;
    expect(block.getAttribute('data-hydration')).toBe('static');
  });
});
