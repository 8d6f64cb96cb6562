import { defineCatalogue } from '../core/define-catalogue';

/** Map block (spec 001 §2, §3 and §4). */
export const maps = defineCatalogue({
  'maps.label': 'Carte',
  'maps.labelWithAddress': 'Carte\u00a0: {address}',
  'maps.fallbackLink': 'Voir l’adresse sur Google Maps',
  'maps.openExternal': 'Ouvrir dans Google Maps (nouvelle fenêtre)',
  'maps.loadFailed': 'Impossible de charger la carte.',
  'maps.consentRequired':
    'La carte Google Maps n’est pas affichée, car vous avez refusé les contenus tiers.',
});
