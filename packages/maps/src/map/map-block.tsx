'use client';
import { maps as mapsCatalogue } from '@vitrine/i18n-fr/maps';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import { useEffect, useMemo } from 'react';
import { mapGate } from '../core/map-gate';
import { MAP_STYLE_NAMES } from '../core/map-styles';
import { createMapViewModel } from '../core/map-view-model';
import { formatAddress, mapsLinkUrl } from '../core/maps-link-url';
import { allowsThirdPartyContent, type ThirdPartyConsent } from '../core/third-party-consent';
import type { MapsLoader } from '../loader/create-maps-loader';
import { getSharedMapsLoader } from '../loader/shared-maps-loader';
import { MapCanvas } from './map-canvas';
import { MapFallback } from './map-fallback';
import { useMapsApi } from './use-maps-api';

export interface MapBlockProps {
  /** The block's data (decoded block JSON): location, address and UI options (spec 001 §3). */
  readonly data: unknown;
  /** The page context's render key: the Maps API key in base64 (see decodeRenderKey). */
  readonly renderKey?: string | null;
  /** Language of the map's labels and controls: 'fr' by default. */
  readonly language?: string;
  /** Region bias of the Maps API (e.g. 'FR'): none by default. */
  readonly region?: string;
  /** The visitor's choice about third-party content; the map never loads when it refuses. */
  readonly consent?: ThirdPartyConsent;
  /** The Maps API loader: the page's shared one by default (tests and stories inject theirs). */
  readonly loader?: MapsLoader;
  readonly className?: string;
}

/**
 * Provides the map block of spec 001: a Google map with the block's style, options and marker
 * (dropped on render, link-on-click opening the external maps page), updates debounced 60 ms,
 * and a static fallback (address and link) without a key, with third-party content refused,
 * or when the Maps API fails to load within 30 s. State is in `data-state` (loading, ready,
 * fallback), `data-fallback-reason` and `data-map-style`.
 */
export function MapBlock({
  data,
  renderKey,
  language,
  region,
  consent,
  loader,
  className,
}: MapBlockProps) {
  const t = useSimpleTranslator(mapsCatalogue);
  const viewModel = useMemo(() => createMapViewModel(data), [data]);
  const consentAllowed = allowsThirdPartyContent(consent);
  const gate = useMemo(() => mapGate(renderKey, consentAllowed), [renderKey, consentAllowed]);
  const sharedLoader = loader ?? getSharedMapsLoader();
  const api = useMapsApi(sharedLoader, gate.allowed ? { key: gate.key, language, region } : null);

  const noKeyWarning = !gate.allowed && gate.reason === 'no-key' ? gate.keyError : undefined;
  useEffect(() => {
    if (noKeyWarning && noKeyWarning !== 'missing') {
      console.warn(`Map block: the render key gives no Maps API key (${noKeyWarning}).`);
    }
  }, [noKeyWarning]);
  const failure = 'ok' in api && !api.ok ? api.error : undefined;
  useEffect(() => {
    if (failure) console.error(`Map block: ${failure.message}`);
  }, [failure]);

  const address = formatAddress(viewModel.location);
  const markerTitle = viewModel.ui.linkOnClick
    ? t('maps.openExternal')
    : address || t('maps.label');
  const scene = useMemo(() => ({ viewModel, markerTitle }), [viewModel, markerTitle]);

  const fallbackReason = !gate.allowed ? gate.reason : failure ? 'load-failed' : undefined;
  const state = fallbackReason ? 'fallback' : 'ok' in api ? 'ready' : 'loading';
  const classes = className ? `vitrine-map ${className}` : 'vitrine-map';

  return (
    <figure
      aria-label={address ? t('maps.labelWithAddress', { address }) : t('maps.label')}
      aria-busy={state === 'loading' || undefined}
      className={classes}
      data-vitrine-map=""
      data-state={state}
      data-fallback-reason={fallbackReason}
      data-map-style={MAP_STYLE_NAMES[viewModel.style]}
    >
      {fallbackReason ? (
        <MapFallback location={viewModel.location} reason={fallbackReason} />
      ) : (
        <>
          {'ok' in api && api.ok ? (
            <MapCanvas maps={api.maps} scene={scene} className="vitrine-map__canvas" />
          ) : (
            <div className="vitrine-map__canvas" data-map-canvas="" />
          )}
          {viewModel.ui.linkOnClick && (
            <a
              className="vitrine-map__link"
              href={mapsLinkUrl(viewModel.location)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('maps.openExternal')}
            </a>
          )}
        </>
      )}
    </figure>
  );
}
