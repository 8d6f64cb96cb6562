import type { ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { decodeBlockJson, loaderFor, resolveBlockModule } from '../registry/block-registry';
import type {
  AnyBlockModule,
  ErrorReporter,
  HydrationTrigger,
  RuntimeRegistry,
} from '../registry/registry-types';
import {
  findBlockElements,
  HYDRATE_ON_ATTRIBUTE,
  readHydrationState,
  writeHydrationState,
} from './block-elements';
import { createIdleScheduler, type IdleScheduler, yieldToPage } from './idle-scheduler';
import { hydrateOnInteraction } from './interaction-trigger';
import { mountBlock } from './mount-block';

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

/** When a block hydrates: its kind's `hydrateOn`, a function asked per block ('visible' if it throws). */
function triggerOf(
  registry: RuntimeRegistry,
  kind: string,
  element: HTMLElement,
  report: ErrorReporter,
): HydrationTrigger {
  const trigger = registry.hydrateOn?.[kind as keyof typeof registry.blocks];
  if (typeof trigger !== 'function') return trigger ?? 'visible';
  try {
    return trigger(element);
  } catch (error) {
    report(error, { kind, phase: 'hydrate-on', element });
    return 'visible';
  }
}

type Loaded = { readonly module: AnyBlockModule; readonly data: unknown };

/** Loads a block's code and decodes its JSON; reports and marks it `failed` when either fails. */
async function loadBlock(
  element: HTMLElement,
  kind: string,
  registry: RuntimeRegistry,
  report: ErrorReporter,
): Promise<Loaded | undefined> {
  const fail = (phase: string, error: unknown) => {
    writeHydrationState(element, 'failed');
    report(error, { kind, phase, element });
    return undefined;
  };
  let module: AnyBlockModule;
  try {
    const loader = loaderFor(registry, kind);
    if (!loader) return undefined;
    module = resolveBlockModule(await loader(), kind);
  } catch (error) {
    return fail('load', error);
  }
  const decoded = decodeBlockJson(element.getAttribute('data-block-json'), module.decode);
  if (!decoded.ok)
    return fail('decode', new Error(`[vitrine/runtime] block "${kind}": ${decoded.error.message}`));
  return { module, data: decoded.value };
}

/**
 * Finds the blocks in the server HTML and hydrates each as its own React root when it nears the
 * viewport or when the browser is idle (spec 000 §1, §9), or, for the kinds the registry's
 * `hydrateOn` says, on the visitor's first interaction with it. A block whose loader, data or
 * render fails is reported and stays as server HTML; the other blocks carry on. A kind without a
 * loader is marked `static` and ships no JavaScript. React DOM loads with the first block.
 */
export function startHydration(options: HydrationOptions): HydrationHandle {
  const { registry, report } = options;
  const scheduler =
    options.scheduler ??
    createIdleScheduler(undefined, (error) => report(error, { phase: 'idle' }));
  const roots = new Map<HTMLElement, Root>();
  const cancels = new Map<HTMLElement, () => void>();
  // Kept apart from `cancels`: a submit held while the block loads must outlive its start.
  const interactionCleanups: (() => void)[] = [];
  let disposed = false;

  const hydrate = async (element: HTMLElement): Promise<void> => {
    if (readHydrationState(element) !== 'pending' || disposed) return;
    observer?.unobserve(element);
    cancels.get(element)?.();
    cancels.delete(element);
    const kind = element.getAttribute('data-block-kind') ?? '';
    writeHydrationState(element, 'loading');
    // Each block loads in a task of its own: blocks found together (one observer callback, one
    // idle period) would otherwise evaluate their code, already preloaded, in a single task.
    await yieldToPage();
    if (disposed) return;
    const loaded = await loadBlock(element, kind, registry, report);
    if (!loaded || disposed) return;
    // The block's code was evaluated in this task: hydrate in the next one, so the two never
    // add up to one long task.
    await yieldToPage();
    if (disposed || readHydrationState(element) !== 'loading') return;
    const root = mountBlock({
      element,
      kind,
      ...loaded,
      report,
      wrap: options.wrap,
      onUnmounted: () => roots.delete(element),
    });
    roots.set(element, root);
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

  for (const element of findBlockElements(options.root ?? document)) {
    if (readHydrationState(element) !== undefined) continue; // already handled by another run
    const kind = element.getAttribute('data-block-kind') ?? '';
    if (!loaderFor(registry, kind)) {
      writeHydrationState(element, 'static');
      continue;
    }
    writeHydrationState(element, 'pending');
    const trigger = triggerOf(registry, kind, element, report);
    if (trigger === 'interaction') {
      element.setAttribute(HYDRATE_ON_ATTRIBUTE, 'interaction');
      interactionCleanups.push(hydrateOnInteraction(element, () => hydrate(element)));
      continue;
    }
    if (trigger === 'viewport') element.setAttribute(HYDRATE_ON_ATTRIBUTE, 'viewport');
    observer?.observe(element);
    // A `viewport` block waits for the viewport alone; without an observer, each hydrates when idle.
    if (!observer || (trigger === 'visible' && options.hydrateWhenIdle !== false)) {
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
      for (const cleanup of interactionCleanups.splice(0)) cleanup();
      for (const reactRoot of roots.values()) reactRoot.unmount();
      roots.clear();
    },
  };
}
