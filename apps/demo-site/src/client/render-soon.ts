import { yieldToPage } from '@vitrine/runtime/hydration';
import { type ReactNode, startTransition } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Renders a client-only overlay in the task after its code was evaluated, as a transition, so
 * React renders it in short slices: the page never gets one long task for it.
 */
export async function renderSoon(root: Root, node: ReactNode): Promise<void> {
  await yieldToPage();
  startTransition(() => root.render(node));
}
