'use client';
import { type ReactNode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import type { AnyBlockModule, ErrorReporter } from '../registry/registry-types';
import { ID_PREFIX_ATTRIBUTE, writeHydrationState } from './block-elements';
import { HydrationMarker } from './hydration-marker';

// React DOM lives in this module. Loading it with the first block that hydrates (a dynamic
// import) was tried: the page script's task got shorter, but React DOM's evaluation then fell
// in the hydration window as one long task (53-72 ms under the e2e's 2x slowdown), so it is
// imported with the runtime again until it can be evaluated in slices.

export interface MountBlockOptions {
  readonly element: HTMLElement;
  readonly kind: string;
  readonly module: AnyBlockModule;
  readonly data: unknown;
  readonly report: ErrorReporter;
  readonly wrap?: (block: ReactNode) => ReactNode;
  /** Called when the root is gone after a render failure (the server HTML is back). */
  readonly onUnmounted: () => void;
}

/**
 * Hydrates one block as its own React root. It hydrates in a transition, so React renders in
 * slices of a few milliseconds and yields to the page in between. A render failure is reported,
 * the root unmounted and the server HTML put back, so the block still reads as it did.
 */
export function mountBlock(options: MountBlockOptions): Root {
  const { element, kind, module, report } = options;
  const serverHtml = element.innerHTML;
  const { Component } = module;
  const block = (
    <HydrationMarker element={element}>
      <Component data={options.data} kind={kind as never} element={element} />
    </HydrationMarker>
  );
  writeHydrationState(element, 'hydrating');
  let failed = false;
  let reactRoot!: Root;
  const identifierPrefix = element.getAttribute(ID_PREFIX_ATTRIBUTE);
  startTransition(() => {
    reactRoot = hydrateRoot(element, options.wrap ? options.wrap(block) : block, {
      ...(identifierPrefix ? { identifierPrefix } : {}),
      onUncaughtError(error) {
        if (failed) return;
        failed = true;
        writeHydrationState(element, 'failed');
        report(error, { kind, phase: 'render', element });
        queueMicrotask(() => {
          reactRoot.unmount();
          options.onUnmounted();
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
  return reactRoot;
}
