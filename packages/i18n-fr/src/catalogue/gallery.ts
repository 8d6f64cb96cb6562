import { defineCatalogue } from '../core/define-catalogue';

/**
 * The gallery's own messages (spec 001 §2, §4 and §8). The lightbox's and the video embed's are
 * in `lightbox` and `video`, so a gallery page loads them only with those parts.
 */
export const gallery = defineCatalogue({
  'gallery.label': 'Galerie',
  'gallery.slide': '{index} sur {total}',
  'gallery.previous': 'Diapositive précédente',
  'gallery.next': 'Diapositive suivante',
  'gallery.goTo': 'Afficher la diapositive {index}',
  'gallery.autoplay.play': 'Lancer le diaporama',
  'gallery.autoplay.pause': 'Mettre le diaporama en pause',
  'gallery.empty': 'Cette galerie ne contient aucune image.',
  'gallery.lightbox.open': 'Agrandir l’image',
  'gallery.slideRole': 'diapositive',
  'gallery.thumbnails': 'Miniatures',
});
