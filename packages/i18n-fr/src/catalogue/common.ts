import { defineCatalogue } from '../core/define-catalogue';

const PAUSE_ANIMATION = 'Mettre en pause l’animation';

/**
 * The common domain's one motion message alone (the marquee's pause button), so a page with a
 * marquee loads that label and not every shared message. Same key, so an override of
 * `common.pauseAnimation` applies to both.
 */
export const commonMotion = defineCatalogue({ 'common.pauseAnimation': PAUSE_ANIMATION });

/** Shared messages: general failures and empty states (spec 000 §8, spec 001 §8). */
export const common = defineCatalogue({
  'common.somethingWentWrong': 'Une erreur s’est produite.',
  'common.networkError': 'Erreur réseau.',
  'common.checkConnection': 'Vérifiez votre connexion Internet.',
  'common.tryAgain': 'Veuillez réessayer.',
  'common.couldNotLoad': 'Chargement impossible, veuillez réessayer.',
  'common.connectionFailed': 'La connexion a échoué, veuillez réessayer.',
  'common.unableToLoadResults': 'Impossible de charger les résultats.',
  'common.noResults': 'Aucun résultat.',
  'common.notFound': 'Page introuvable\u00a0: {path}',
  'common.loading': 'Chargement…',
  'common.retry': 'Réessayer',
  'common.close': 'Fermer',
  'common.justNow': 'à l’instant',
  'common.pauseAnimation': PAUSE_ANIMATION,
});
