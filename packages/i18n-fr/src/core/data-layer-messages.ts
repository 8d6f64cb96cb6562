/** The failures the data layer tells visitors about (spec 000 §8, data layer). */
export type DataLayerMessageKey =
  | 'unauthorized'
  | 'internal'
  | 'unavailable'
  | 'connection'
  | 'invalidJson'
  | 'crumb';

/**
 * Literal French messages of `@vitrine/core-data`'s data layer. Plain strings (no formatter),
 * so the data layer pays only for these few bytes.
 */
export const dataLayerMessages: Readonly<Record<DataLayerMessageKey, string>> = {
  // 401 or 403, quoted by the spec.
  unauthorized: 'Requête non autorisée',
  // 500 or 501.
  internal: 'Erreur interne du serveur. Veuillez réessayer plus tard.',
  // 503.
  unavailable: 'Le service est temporairement indisponible. Veuillez réessayer plus tard.',
  // Any other transport failure, quoted by the spec.
  connection: 'Connexion impossible...',
  // A response body that is not valid JSON.
  invalidJson: 'Une erreur interne s’est produite.',
  // The crumb (CSRF token) was refused even after the retry.
  crumb: 'Votre jeton de sécurité a expiré. Veuillez recharger la page.',
};
