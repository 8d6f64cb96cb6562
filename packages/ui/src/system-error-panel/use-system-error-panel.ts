'use client';
import type { DataLayer, DataLayerAnswerEvent } from '@vitrine/core-data/data-layer';
import { useEffect, useState } from 'react';
import type { SystemErrorPanelProps } from './system-error-panel';

export interface SystemErrorPanelState {
  /** Whether the panel should show. */
  readonly open: boolean;
  /** The answer that raised the latest authorization-fail event. */
  readonly detail: DataLayerAnswerEvent | undefined;
  /** Dismisses the panel. */
  readonly clear: () => void;
  /** To spread on `<SystemErrorPanel>`: open, onOpenChange and reason. */
  readonly panelProps: Pick<SystemErrorPanelProps, 'open' | 'onOpenChange' | 'reason'>;
}

/**
 * Shows the system error panel when the data layer raises `authorization-fail` (spec 000 §7
 * "authorizationFail shows a system error panel"): `<SystemErrorPanel {...panel.panelProps} />`.
 */
export function useSystemErrorPanel(
  dataLayer: Pick<DataLayer, 'on'> | null | undefined,
): SystemErrorPanelState {
  const [state, setState] = useState<{ open: boolean; detail?: DataLayerAnswerEvent }>({
    open: false,
  });

  useEffect(
    () => dataLayer?.on('authorization-fail', (detail) => setState({ open: true, detail })),
    [dataLayer],
  );

  const clear = () => setState((current) => ({ ...current, open: false }));
  return {
    open: state.open,
    detail: state.detail,
    clear,
    panelProps: {
      open: state.open,
      onOpenChange: (open) => (open ? setState((c) => ({ ...c, open })) : clear()),
      reason: 'unauthorized',
    },
  };
}
