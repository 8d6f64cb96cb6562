/** The French messages of the API's error answers (`{ error }`), shown as they are by the client. */
export const API_MESSAGES = {
  internal: 'Une erreur interne s’est produite. Veuillez réessayer plus tard.',
  badJson: 'Le corps de la requête n’est pas un JSON valide.',
  badForm: 'Le corps de la requête ne peut pas être lu.',
  tooManyFields: 'La requête contient trop de champs (1000 au plus).',
  tooLarge: 'La requête est trop volumineuse (64 Ko au plus).',
  unsupportedType: 'Ce type de contenu n’est pas pris en charge.',
  crumb: 'Votre jeton de sécurité a expiré ou manque. Veuillez réessayer.',
  xsrf: 'Votre session a changé entre-temps. Veuillez recharger la page.',
  crossSite: 'Requête refusée\u00a0: elle ne provient pas de ce site.',
  loginRequired: 'Vous devez être connecté·e pour faire cela.',
  ownerOnly: 'Cette action est réservée au propriétaire du site.',
  rateLimited: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
  notFound: (method: string, path: string) =>
    `Aucune route de l’API ne répond à ${method} ${path}.`,
} as const;
