import { defineCatalogue } from '../core/define-catalogue';

/** The video embed's messages (spec 001 §2, §8). */
export const video = defineCatalogue({
  'video.play': 'Lire la vidéo',
  'video.invalidEmbed': 'Code d’intégration vidéo non valide',
  'video.frameTitle': 'Lecteur vidéo',
});
