import { defineCatalogue } from '../core/define-catalogue';

/** Gallery, lightbox, images and video embeds (spec 001 §2, §4 and §8). */
export const gallery = defineCatalogue({
  'gallery.label': 'Galerie',
  'gallery.slide': '{index} sur {total}',
  'gallery.previous': 'Diapositive précédente',
  'gallery.next': 'Diapositive suivante',
  'gallery.goTo': 'Afficher la diapositive {index}',
  'gallery.autoplay.play': 'Lancer le diaporama',
  'gallery.autoplay.pause': 'Mettre le diaporama en pause',
  'gallery.empty': 'Cette galerie ne contient aucune image.',
  'gallery.lightbox.label': 'Visionneuse plein écran',
  'gallery.lightbox.open': 'Agrandir l’image',
  'gallery.lightbox.close': 'Fermer',
  'gallery.lightbox.previous': 'Précédente',
  'gallery.lightbox.next': 'Suivante',
  'gallery.lightbox.showCaption': 'Afficher la légende',
  'gallery.lightbox.hideCaption': 'Masquer la légende',
  'gallery.image.loading': 'Chargement de l’image…',
  'gallery.video.play': 'Lire la vidéo',
  'gallery.video.invalidEmbed': 'Code d’intégration vidéo non valide',
  'gallery.video.frameTitle': 'Lecteur vidéo',
  'gallery.slideRole': 'diapositive',
  'gallery.thumbnails': 'Miniatures',
});
