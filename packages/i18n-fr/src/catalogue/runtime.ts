import { defineCatalogue } from '../core/define-catalogue';

/** Page runtime: logout notice, Escape key, system error panel, site bars and badge, reservation preview (spec 000 §2, §4, §6, §7, §8). */
export const runtime = defineCatalogue({
  'runtime.logout.title': 'Déconnexion réussie',
  'runtime.logout.message': 'Vous avez été déconnecté avec succès.',
  // Escape key (spec 000 §4) with a form's unsent input on the page: asked before leaving.
  'runtime.leavePage.title': 'Quitter la page\u202f?',
  'runtime.leavePage.message':
    'Le texte que vous avez saisi est gardé dans ce navigateur\u00a0: vous le retrouverez en revenant sur cette page.',
  'runtime.leavePage.confirm': 'Quitter la page',
  'runtime.leavePage.cancel': 'Rester sur la page',
  'runtime.systemError.title': 'Erreur système',
  'runtime.systemError.message':
    'Une erreur s’est produite. Rechargez la page ou effacez l’erreur pour continuer.',
  'runtime.systemError.unauthorized': 'Vous n’êtes pas autorisé à effectuer cette action.',
  'runtime.systemError.reload': 'Recharger la page',
  'runtime.systemError.clear': 'Effacer',
  'runtime.loginRequired': 'Veuillez vous connecter pour continuer.',
  'runtime.lockedPage': 'Cette page est réservée aux membres du site.',
  'runtime.licensedAssets':
    'Cette page affiche des images sous licence en aperçu. Achetez leur licence avant de publier le site.',
  'runtime.reservationPreview.title': 'Aperçu uniquement',
  'runtime.reservationPreview.message':
    'Veuillez vous déconnecter de votre compte pour utiliser le bloc OpenTable.',
  'runtime.announcementBar.label': 'Annonce',
  'runtime.announcementBar.close': 'Fermer l’annonce',
  'runtime.mobileInfoBar.label': 'Informations pratiques',
  'runtime.mobileInfoBar.phone': 'Appeler',
  'runtime.mobileInfoBar.email': 'Écrire un e-mail',
  'runtime.mobileInfoBar.address': 'Itinéraire',
  'runtime.mobileInfoBar.hours': 'Horaires',
  'runtime.licensedAssets.label': 'Images sous licence',
  // The platform's badge (spec 000 §4 "Badge"): a credit link in the site's footer.
  'runtime.badge.link': 'Propulsé par Vitrine',
});
