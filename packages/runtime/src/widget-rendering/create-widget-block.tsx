'use client';
import type { DataLayer } from '@vitrine/core-data/data-layer';
import type { BlockModule, BlockProps, ErrorReporter } from '../registry/registry-types';
import { WidgetEmbed } from './widget-embed';
import { decodeWidgetBlockData, type WidgetBlockData } from './widget-rendering-request';

/**
 * A block module for the third-party widget kinds, for the app's registry:
 * `{ scheduling: async () => createWidgetBlock({ dataLayer, isSignedIn }) }`.
 */
export function createWidgetBlock(options: {
  readonly dataLayer: Pick<DataLayer, 'post'>;
  readonly isSignedIn: () => boolean;
  readonly report?: ErrorReporter;
}): BlockModule<WidgetBlockData> {
  // The factory runs once per registry, not per render, so the component's identity is stable.
  // biome-ignore lint/correctness/noComponentHookFactories: options are bound once, at registration
  function WidgetBlock({ data, kind }: BlockProps<WidgetBlockData>) {
    return (
      <WidgetEmbed
        data={data}
        kind={kind}
        dataLayer={options.dataLayer}
        signedIn={options.isSignedIn()}
        report={options.report}
      />
    );
  }
  return { decode: decodeWidgetBlockData, Component: WidgetBlock };
}
