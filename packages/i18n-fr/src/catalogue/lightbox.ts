import { defineCatalogue } from '../core/define-catalogue';

/** The lightbox's messages (spec 001 §2, §4), loaded with the lightbox. */
export const lightbox = defineCatalogue({
  'lightbox.slide': '{index} sur {total}',
  'lightbox.slideRole': 'diapositive',
  'lightbox.label': 'Visionneuse plein écran',
  'lightbox.close': 'Fermer',
  'lightbox.previous': 'Précédente',
  'lightbox.next': 'Suivante',
  'lightbox.showCaption': 'Afficher la légende',
  'lightbox.hideCaption': 'Masquer la légende',
});
