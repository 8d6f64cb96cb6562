import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { ConnectSystemErrorPanelOptions } from '@vitrine/ui/system-error-panel';

/**
 * Shows the system error panel each time the data layer raises `authorization-fail` (spec 000
 * §7 data layer: `authorizationFail` shows a system error panel with reload and clear). The
 * panel's code (`@vitrine/ui/system-error-panel`, React included) is fetched on the first such
 * answer, so a page pays nothing for it until then. Returns the disconnect.
 */
export function connectSystemErrorPanelOnDemand(
  dataLayer: Pick<DataLayer, 'on'>,
  options: ConnectSystemErrorPanelOptions & {
    /** Where a failure to load the panel goes (default: console.error). */
    readonly report?: (error: unknown) => void;
  } = {},
): () => void {
  const { report = console.error, ...panel } = options;
  let connected = true;
  const unsubscribe = dataLayer.on('authorization-fail', () => {
    import('@vitrine/ui/system-error-panel')
      .then(({ showSystemErrorPanel }) => {
        if (connected) showSystemErrorPanel(panel);
      })
      .catch(report);
  });
  return () => {
    connected = false;
    unsubscribe();
  };
}
