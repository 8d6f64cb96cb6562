'use client';
import type { DataLayer } from '@vitrine/core-data/data-layer';
import { createRoot, type Root } from 'react-dom/client';
import type { TranslatorSettings } from '../translator/translator-context';
import { TranslatorProvider } from '../translator/translator-provider';
import { SystemErrorPanel } from './system-error-panel';

export interface ConnectSystemErrorPanelOptions {
  /** Locale and site wordings of the panel. */
  readonly translator?: TranslatorSettings;
  /** The reload button; `location.reload()` by default. */
  readonly onReload?: () => void;
}

/**
 * Shows the system error panel (reason `unauthorized`) in a container of its own at the end of
 * the body, once: calling it again while it shows does nothing. The container and its React root
 * are removed when the visitor clears the panel, or by the returned function.
 */
export function showSystemErrorPanel(options: ConnectSystemErrorPanelOptions = {}): () => void {
  if (typeof document === 'undefined') return () => {};
  if (current) return current;
  const container = document.createElement('div');
  container.setAttribute('data-vitrine-system-error', '');
  document.body.append(container);
  const root: Root = createRoot(container);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    if (current === remove) current = undefined;
    // Not during the click that cleared it: React may not unmount a root while it renders.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
  current = remove;
  root.render(
    <TranslatorProvider {...options.translator}>
      <SystemErrorPanel reason="unauthorized" onReload={options.onReload} onClear={remove} />
    </TranslatorProvider>,
  );
  return remove;
}

/** The panel shown, as its remove function (one per page). */
let current: (() => void) | undefined;

/**
 * Shows the system error panel ({@link showSystemErrorPanel}) each time the data layer raises
 * `authorization-fail` (spec 000 §7, §8), for pages without one React tree (islands). Returns
 * the function that disconnects it (and removes a panel shown).
 */
export function connectSystemErrorPanel(
  dataLayer: Pick<DataLayer, 'on'>,
  options: ConnectSystemErrorPanelOptions = {},
): () => void {
  let remove: (() => void) | undefined;
  const unsubscribe = dataLayer.on('authorization-fail', () => {
    remove = showSystemErrorPanel(options);
  });
  return () => {
    unsubscribe();
    remove?.();
  };
}
