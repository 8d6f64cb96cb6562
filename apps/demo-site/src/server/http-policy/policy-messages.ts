import { API_MESSAGES } from '../api/http/messages';

/** The French messages of the request policy's answers (`{ error }`, as the API answers). */
export const POLICY_MESSAGES = {
  noBodyTaken: 'Cette adresse n’accepte pas de contenu dans la requête.',
  unsupportedType: (accepted: readonly string[]) =>
    `${API_MESSAGES.unsupportedType} Types acceptés\u00a0: ${accepted.filter(Boolean).join(', ')}.`,
  targetTooLong: (maxBytes: number) =>
    `L’adresse de la requête est trop longue (${Math.floor(maxBytes / 1024)} Ko au plus).`,
  tooManyParameters: (max: number) =>
    `L’adresse de la requête a trop de paramètres (${max} au plus).`,
  tooManyHeaders: (max: number) => `La requête a trop d’en-têtes (${max} au plus).`,
  headerTooLarge: (maxBytes: number) =>
    `Un en-tête de la requête est trop long (${Math.floor(maxBytes / 1024)} Ko au plus).`,
  headersTooLarge: (maxBytes: number) =>
    `Les en-têtes de la requête sont trop volumineux (${Math.floor(maxBytes / 1024)} Ko au plus).`,
} as const;
