'use client';
import { maps as mapsCatalogue } from '@vitrine/i18n-fr/maps';
import { useSimpleTranslator } from '@vitrine/ui/translator';
import type { MapFallbackReason } from '../core/map-gate';
import type { MapLocation } from '../core/map-view-model';
import { mapsLinkUrl } from '../core/maps-link-url';

const ADDRESS_FIELDS = ['addressTitle', 'addressLine1', 'addressLine2', 'addressCountry'] as const;

export interface MapFallbackProps {
  readonly location: MapLocation;
  readonly reason: MapFallbackReason;
}

/**
 * Provides the static content of a map block that cannot show its map (no key, third-party
 * content refused, load failure): why, for the visitor's own choices, the address, and a link
 * to the external maps page. Never an empty box.
 */
export function MapFallback({ location, reason }: MapFallbackProps) {
  const t = useSimpleTranslator(mapsCatalogue);
  const fields = ADDRESS_FIELDS.filter((field) => location[field].trim() !== '');
  return (
    <div className="vitrine-map__fallback" data-map-fallback="">
      {reason === 'consent-refused' && (
        <p className="vitrine-map__notice">{t('maps.consentRequired')}</p>
      )}
      {reason === 'load-failed' && <p className="vitrine-map__notice">{t('maps.loadFailed')}</p>}
      {fields.length > 0 && (
        <address className="vitrine-map__address">
          {fields.map((field) => (
            <span key={field} className="vitrine-map__address-line">
              {location[field]}
            </span>
          ))}
        </address>
      )}
      <a className="vitrine-map__fallback-link" href={mapsLinkUrl(location)}>
        {t('maps.fallbackLink')}
      </a>
    </div>
  );
}
