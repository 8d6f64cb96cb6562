import { describe, expect, it } from 'vitest';
import { createMapViewModel } from './map-view-model';
import { addressLines, formatAddress, mapsLinkUrl } from './maps-link-url';

const quiet = { warn: () => {} };

describe('mapsLinkUrl (spec 001 §2: the external maps page with sll, q and z)', () => {
  it('gives the default location with its coordinates as the query', () => {
    const { location } = createMapViewModel({}, quiet);
    expect(mapsLinkUrl(location)).toBe(
      'https://maps.google.com/maps?sll=40.7207559,-74.0007613&q=40.7207559%2C-74.0007613&z=12',
    );
  });

  it('searches the address, around the marker, at the map zoom', () => {
    const { location } = createMapViewModel(
      {
        location: {
          mapLat: 48.86,
          mapLng: 2.35,
          markerLat: 48.8606,
          markerLng: 2.3376,
          mapZoom: 16,
          addressTitle: 'Musée du Louvre',
          addressLine1: 'Rue de Rivoli',
          addressLine2: '75001 Paris',
          addressCountry: 'France',
        },
      },
      quiet,
    );
    const url = new URL(mapsLinkUrl(location));
    expect(url.origin + url.pathname).toBe('https://maps.google.com/maps');
    expect(url.searchParams.get('sll')).toBe('48.8606,2.3376');
    expect(url.searchParams.get('q')).toBe('Musée du Louvre, Rue de Rivoli, 75001 Paris, France');
    expect(url.searchParams.get('z')).toBe('16');
    expect(mapsLinkUrl(location)).toContain(
      '&q=Mus%C3%A9e%20du%20Louvre%2C%20Rue%20de%20Rivoli%2C%2075001%20Paris%2C%20France&z=16',
    );
  });

  it('encodes characters that would break the query', () => {
    const { location } = createMapViewModel({ addressTitle: 'Café & Co #2 ?' }, quiet);
    expect(new URL(mapsLinkUrl(location)).searchParams.get('q')).toBe('Café & Co #2 ?');
  });
});

describe('address lines', () => {
  it('keeps the non-empty lines in order', () => {
    const lines = {
      addressTitle: 'Boutique',
      addressLine1: '',
      addressLine2: '13001 Marseille',
      addressCountry: ' ',
    };
    expect(addressLines(lines)).toEqual(['Boutique', '13001 Marseille']);
    expect(formatAddress(lines)).toBe('Boutique, 13001 Marseille');
  });
});
