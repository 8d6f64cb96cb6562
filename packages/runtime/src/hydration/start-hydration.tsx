'use client';
import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { decodeBlockJson, loaderFor, resolveBlockModule } from '../registry/block-registry';
import type { ErrorReporter, RuntimeRegistry } from '../registry/registry-types';
import { findBlockElements, readHydrationState, writeHydrationState } from './block-elements';
import { HydrationMarker } from './hydration-marker';
import { createIdleScheduler, type IdleScheduler, yieldToPage } from './idle-scheduler';

/** How far outside the viewport a block starts hydrating. */
export const HYDRATION_ROOT_MARGIN = '200px';

export interface HydrationOptions {
  readonly registry: RuntimeRegistry;
  /** The injected error reporter: gets every failed block with `{ kind, phase }`. */
  readonly report: ErrorReporter;
  /** Where blocks are looked for. Default: `document`. */
  readonly root?: ParentNode;
  /** IntersectionObserver margin. Default {@link HYDRATION_ROOT_MARGIN}. */
  readonly rootMargin?: string;
  /** Also hydrate the remaining blocks when the browser is idle. Default true. */
  readonly hydrateWhenIdle?: boolean;
  /** The idle scheduler (one per page). Default: a new one on the page's timers. */
  readonly scheduler?: IdleScheduler;
  /** Wraps every block (providers: translator, theme). Must render the same markup around it on the server. */
  readonly wrap?: (block: ReactNode) => ReactNode;
}

export interface HydrationHandle {
  /** Hydrates a block now (e.g. the one under an interaction); resolves when done or failed. */
  hydrate(element: HTMLElement): Promise<void>;
  /** Stops observing and unmounts the hydrated roots (the page's global destroy). */
  dispose(): void;
}

/**
 * Finds the blocks in the server HTML and hydrates each as its own React root when it nears the
 * viewport or when the browser is idle (spec 000 §1, §9). A block whose loader, data or render
 * fails is reported and stays as server HTML; the other blocks carry on. A kind without a loader
 * is marked `static` and ships no JavaScript.
 */
export function startHydration(options: HydrationOptions): HydrationHandle {
  const { registry, report } = options;
  const root = options.root ?? document;
  const scheduler =
    options.scheduler ??
    createIdleScheduler(undefined, (error) => report(error, { phase: 'idle' }));
  const roots = new Map<HTMLElement, Root>();
  const cancels = new Map<HTMLElement, () => void>();
  let disposed = false;

  const fail = (element: HTMLElement, kind: string, phase: string, error: unknown) => {
    writeHydrationState(element, 'failed');
    report(error, { kind, phase, element });
  };

  const hydrate = async (element: HTMLElement): Promise<void> => {
    if (readHydrationState(element) !== 'pending' || disposed) return;
    observer?.unobserve(element);
    cancels.get(element)?.();
    cancels.delete(element);
    const kind = element.getAttribute('data-block-kind') ?? '';
    const loader = loaderFor(registry, kind);
    if (!loader) return;
    writeHydrationState(element, 'loading');
    // Each block loads in a task of its own: blocks found together (one observer callback, one
    // idle period) would otherwise evaluate their code, already preloaded, in a single task.
    await yieldToPage();
    if (disposed) return;
    let module: ReturnType<typeof resolveBlockModule>;
    try {
      module = resolveBlockModule(await loader(), kind);
    } catch (error) {
      fail(element, kind, 'load', error);
      return;
    }
    if (disposed) return;
    const decoded = decodeBlockJson(element.getAttribute('data-block-json'), module.decode);
    if (!decoded.ok) {
      fail(
        element,
        kind,
        'decode',
        new Error(`[vitrine/runtime] block "${kind}": ${decoded.error.message}`),
      );
      return;
    }
    const serverHtml = element.innerHTML;
    const { Component } = module;
    const block = (
      <HydrationMarker element={element}>
        <Component data={decoded.value} kind={kind as never} element={element} />
      </HydrationMarker>
    );
    // The block's code was evaluated in this task: hydrate in the next one, so the two never
    // add up to one long task.
    await yieldToPage();
    if (disposed || readHydrationState(element) !== 'loading') return;
    writeHydrationState(element, 'hydrating');
    let failed = false;
    // Hydrating in a transition lets React render in slices of a few milliseconds and yield to
    // the page in between (a plain hydrateRoot renders the whole block in one task).
    let reactRoot!: Root;
    startTransition(() => {
      reactRoot = hydrateRoot(element, options.wrap ? options.wrap(block) : block, {
        onUncaughtError(error) {
          if (failed) return;
          failed = true;
          fail(element, kind, 'render', error);
          // The root is gone: put the server HTML back so the block still reads as it did.
          queueMicrotask(() => {
            reactRoot.unmount();
            roots.delete(element);
            element.innerHTML = serverHtml;
            writeHydrationState(element, 'failed');
          });
        },
        onCaughtError(error) {
          report(error, { kind, phase: 'caught', element });
        },
        onRecoverableError(error) {
          report(error, { kind, phase: 'hydration-mismatch', element });
        },
      });
    });
    roots.set(element, reactRoot);
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) void hydrate(entry.target as HTMLElement);
            }
          },
          { rootMargin: options.rootMargin ?? HYDRATION_ROOT_MARGIN },
        )
      : undefined;

  for (const element of findBlockElements(root)) {
    if (readHydrationState(element) !== undefined) continue; // already handled by another run
    const kind = element.getAttribute('data-block-kind') ?? '';
    if (!loaderFor(registry, kind)) {
      writeHydrationState(element, 'static');
      continue;
    }
    writeHydrationState(element, 'pending');
    observer?.observe(element);
    if (options.hydrateWhenIdle !== false || !observer) {
      cancels.set(
        element,
        scheduler.schedule(() => void hydrate(element)),
      );
    }
  }

  return {
    hydrate,
    dispose() {
      disposed = true;
      observer?.disconnect();
      for (const cancel of cancels.values()) cancel();
      cancels.clear();
      for (const reactRoot of roots.values()) reactRoot.unmount();
      roots.clear();
    },
  };
}
