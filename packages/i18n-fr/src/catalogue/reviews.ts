import { defineCatalogue } from '../core/define-catalogue';

/** Product reviews and the review-request page (spec 000 §2 page 209, §5). */
export const reviews = defineCatalogue({
  'reviews.title': 'Avis clients',
  'reviews.write': 'Rédiger un avis',
  'reviews.count': '{count, plural, =0 {Aucun avis} other {# avis}}',
  'reviews.rating': '{rating, plural, one {# étoile} other {# étoiles}} sur {max, number}',
  'reviews.star': '{value, plural, one {# étoile} other {# étoiles}}',
  'reviews.field.rating': 'Note',
  'reviews.field.title': 'Titre',
  'reviews.field.body': 'Votre avis',
  'reviews.field.name': 'Votre nom',
  'reviews.submit': 'Publier l’avis',
  'reviews.submitted': 'Merci pour votre avis\u202f!',
  'reviews.verifiedBuyer': 'Acheteur vérifié',
  'reviews.ratingRequired': 'Veuillez attribuer une note en étoiles.',
  'reviews.requestUnavailable': 'Cette demande d’avis a expiré ou a déjà reçu une réponse.',
  'reviews.requestExpired': 'Cette demande d’avis a expiré.',
  'reviews.requestAnswered': 'Vous avez déjà répondu à cette demande d’avis. Merci\u202f!',
  'reviews.submitting': 'Envoi en cours…',
  'reviews.submitFailed': 'Impossible d’envoyer votre avis. Veuillez réessayer.',
});
