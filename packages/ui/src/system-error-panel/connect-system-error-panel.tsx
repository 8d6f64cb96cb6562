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
 * Shows the system error panel in a container of its own at the end of the body each time the
 * data layer raises `authorization-fail` (spec 000 §7, §8), for pages without one React tree
 * (islands). The container and its React root are created on the first event and removed when
 * the panel is cleared. Returns the function that disconnects it (and removes a panel shown).
 */
export function connectSystemErrorPanel(
  dataLayer: Pick<DataLayer, 'on'>,
  options: ConnectSystemErrorPanelOptions = {},
): () => void {
  let shown: { root: Root; container: HTMLElement } | undefined;
  const remove = () => {
    if (!shown) return;
    const { root, container } = shown;
    shown = undefined;
    // Not during the click that cleared it: React may not unmount a root while it renders.
    queueMicrotask(() => {
      root.unmount();
      container.remove();
    });
  };
  const unsubscribe = dataLayer.on('authorization-fail', () => {
    if (shown || typeof document === 'undefined') return;
    const container = document.createElement('div');
    container.setAttribute('data-vitrine-system-error', '');
    document.body.append(container);
    shown = { root: createRoot(container), container };
    shown.root.render(
      <TranslatorProvider {...options.translator}>
        <SystemErrorPanel reason="unauthorized" onReload={options.onReload} onClear={remove} />
      </TranslatorProvider>,
    );
  });
  return () => {
    unsubscribe();
    remove();
  };
}
