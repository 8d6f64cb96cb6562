import { defineCatalogue } from '@vitrine/i18n-fr/compile';

/**
 * The demo server's own French messages, in the form of @vitrine/i18n-fr's catalogues (ICU
 * MessageFormat sources, keys prefixed by their domain): the API's error answers, the request
 * policy's, the cart's and the images'. Messages the package's catalogues already hold (the
 * forms' field errors) are not repeated here: the server takes them from `@vitrine/i18n-fr/forms`.
 * Literal braces are quoted ICU-style (`'{ … }'`).
 */
export const serverCatalogue = defineCatalogue({
  // Every API route (`{ error }` answers).
  'server.api.internal': 'Une erreur interne s’est produite. Veuillez réessayer plus tard.',
  'server.api.badJson': 'Le corps de la requête n’est pas un JSON valide.',
  'server.api.badForm': 'Le corps de la requête ne peut pas être lu.',
  'server.api.tooManyFields': 'La requête contient trop de champs (1000 au plus).',
  'server.api.tooLarge': 'La requête est trop volumineuse ({kilobytes} Ko au plus).',
  'server.api.unsupportedType': 'Ce type de contenu n’est pas pris en charge.',
  'server.api.crumb': 'Votre jeton de sécurité a expiré ou manque. Veuillez réessayer.',
  'server.api.xsrf': 'Votre session a changé entre-temps. Veuillez recharger la page.',
  'server.api.crossSite': 'Requête refusée\u00a0: elle ne provient pas de ce site.',
  'server.api.loginRequired': 'Vous devez être connecté·e pour faire cela.',
  'server.api.ownerOnly': 'Cette action est réservée au propriétaire du site.',
  'server.api.rateLimited': 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
  'server.api.notFound': 'Aucune route de l’API ne répond à {method} {path}.',
  'server.api.writeBusy':
    'Le service est momentanément occupé et n’a rien enregistré. Veuillez réessayer dans un instant.',
  // The request policy in front of every route.
  'server.policy.noBodyTaken': 'Cette adresse n’accepte pas de contenu dans la requête.',
  'server.policy.acceptedTypes': 'Types acceptés\u00a0: {types}.',
  'server.policy.targetTooLong':
    'L’adresse de la requête est trop longue ({kilobytes} Ko au plus).',
  'server.policy.tooManyParameters':
    'L’adresse de la requête a trop de paramètres ({max} au plus).',
  'server.policy.tooManyHeaders': 'La requête a trop d’en-têtes ({max} au plus).',
  'server.policy.headerTooLarge':
    'Un en-tête de la requête est trop long ({kilobytes} Ko au plus).',
  'server.policy.headersTooLarge':
    'Les en-têtes de la requête sont trop volumineux ({kilobytes} Ko au plus).',
  // SaveFormSubmission: submission keys.
  'server.form.unknownKey':
    'La clé d’envoi de ce formulaire est inconnue ou a expiré. Veuillez envoyer le formulaire à nouveau.',
  'server.form.usedKey':
    'Ce formulaire a déjà été envoyé avec cette clé. Veuillez recharger la page pour l’envoyer à nouveau.',
  'server.form.foreignKey':
    'Cette clé d’envoi a été délivrée pour un autre visiteur ou un autre formulaire. Veuillez envoyer le formulaire à nouveau.',
  // SaveFormSubmission: the server's checks of each field, beyond the client's rules.
  'server.field.unreadable': 'La valeur de ce champ est illisible.',
  'server.field.tooLong': 'Ce texte est trop long\u00a0: {max, number} caractères au plus.',
  'server.field.notAnOption': 'Choisissez une des options proposées.',
  'server.field.number': 'Saisissez un nombre, par exemple 3 ou 2,5.',
  'server.field.website': 'Saisissez une adresse web valide, par exemple https://exemple.fr.',
  'server.field.currency': 'Saisissez un montant valide, par exemple 120 ou 49,90.',
  'server.field.twitter':
    'Saisissez un nom de compte valide\u00a0: 15 lettres, chiffres ou _ au plus.',
  'server.field.likertScale':
    'Choisissez une réponse de l’échelle pour chaque affirmation proposée.',
  // Site member sessions.
  'server.session.missingCredentials':
    'Veuillez saisir votre adresse e-mail et votre mot de passe.',
  'server.session.wrongCredentials': 'Adresse e-mail ou mot de passe incorrect.',
  'server.session.tooManyAttempts': 'Trop de tentatives de connexion. Réessayez dans {wait}.',
  'server.session.waitUnderAMinute': 'moins d’une minute',
  'server.session.waitMinutes': '{minutes, plural, =1 {1 minute} other {{minutes} minutes}}',
  'server.session.badCloneCart': 'Le paramètre cloneCart doit valoir true ou false.',
  // Places (address autocomplete).
  'server.places.missingInput': 'Le paramètre input (le texte recherché) est manquant.',
  'server.places.inputTooLong': 'Le texte recherché est trop long (200 caractères au plus).',
  'server.places.missingPlace': 'Le paramètre placeId est manquant.',
  'server.places.missingCostTracking':
    'Les paramètres productPage et productSection sont obligatoires.',
  'server.places.unknownPlace': 'Ce lieu est introuvable.',
  // GetWidgetRendering.
  'server.widget.missingJson': 'Le champ widgetJSON est manquant.',
  'server.widget.badJson': 'Le champ widgetJSON n’est pas un JSON valide.',
  'server.widget.badWidget': 'Le widget doit avoir un type (texte) et un id (texte non vide).',
  'server.widget.unknownKind': 'Ce type de widget n’est pas pris en charge\u00a0: {type}.',
  'server.widget.needsCollection': 'Le résumé d’événements a besoin du paramètre collectionId.',
  // Site settings.
  'server.site.headerFooter': 'Le corps doit contenir header et footer (JSON).',
  'server.site.languages':
    "languages doit être une liste de 1 à 20 langues (un code comme « fr-FR », ou '{ code, name, isDefault, enabled }'), une seule par défaut.",
  // Telemetry and census.
  'server.telemetry.javascriptErrors':
    "RecordJavascriptErrors attend un tableau JSON de '{ event, data, timestamp }' (50 au plus).",
  'server.telemetry.trace':
    "Trace attend un champ {field} : un tableau JSON de '{ level, message, timestamp }' (500 au plus).",
  'server.telemetry.recordEvent':
    "RecordEvent attend un champ event et un champ data : le JSON de '{ eventName, payload }'.",
  'server.telemetry.analytics':
    'Un événement attend analyticsId, commonData (objet), customData et customSchemaName.',
  'server.telemetry.pageSpeed':
    "Les mesures attendent un tableau JSON d’événements '{ a, d, e, p, t }' (500 au plus).",
  'server.census.badHit': 'RecordHit attend un champ event et un champ data (objet JSON).',
  'server.census.badQuickView': 'L’identifiant de l’élément consulté est invalide.',
  'server.census.badFields': 'Les champs du recensement doivent être des textes courts.',
  // Checkout pages.
  'server.checkout.noCart':
    'Votre session a expiré ou les cookies sont désactivés dans votre navigateur\u00a0: votre panier est introuvable. Activez les cookies puis ajoutez à nouveau vos articles.',
  'server.checkout.missing':
    '{count, plural, =1 {Il manque le paramètre {names} dans l’adresse de cette page.} other {Il manque les paramètres {names} dans l’adresse de cette page.}}',
  'server.checkout.invalid': 'Le paramètre {name} de l’adresse de cette page n’est pas valide.',
  'server.checkout.emptyCart': 'Votre panier est vide\u00a0: il n’y a rien à payer.',
  // The cart and reviews routes.
  'server.cart.crumb': 'Jeton de sécurité invalide. Veuillez réessayer.',
  'server.cart.unknownProduct': 'Produit inconnu.',
  'server.cart.badQuantity': 'Quantité invalide.',
  'server.cart.unknownEntry': 'Article introuvable dans le panier.',
  'server.reviews.ratingRequired': 'Veuillez attribuer une note en étoiles.',
  // Images.
  'server.image.invalidName': 'Nom de fichier d’image invalide.',
  'server.image.notFound': 'Image introuvable.',
  'server.image.generationFailed': 'Impossible de produire l’image.',
  // Checkout pages (spec 000 §2 "Routes reached by redirect").
  'server.checkout.title': 'Paiement',
  'server.checkout.failedTitle': 'Paiement impossible',
  'server.checkout.demoNotice':
    'Atelier Lumière est un site de démonstration\u00a0: aucun paiement n’est demandé ni enregistré sur cette page.',
  'server.checkout.backToShop': 'Retour à la boutique',
  'server.checkout.discoverShop': 'Découvrir la boutique',
  'server.checkout.editCart': 'Modifier mon panier',
  'server.checkout.order.caption': 'Votre commande',
  'server.checkout.order.item': 'Article',
  'server.checkout.order.quantity': 'Quantité',
  'server.checkout.order.price': 'Prix',
  'server.checkout.order.total': 'Total',
  'server.checkout.cart.title': 'Le contenu de votre panier',
  'server.checkout.subscription.title': 'Votre abonnement',
  'server.checkout.subscription.cartToken': 'Panier d’abonnement',
  'server.checkout.donation.title': 'Votre don à l’atelier',
  'server.checkout.donation.page': 'Page de don',
  'server.checkout.giftCard.title': 'Une carte cadeau',
  'server.checkout.giftCard.site': 'Site',
  'server.checkout.giftCard.product': 'Carte cadeau',
  'server.checkout.giftCard.sku': 'Référence (SKU)',
  // The owner's submissions page.
  'server.owner.title': 'Soumissions de formulaires',
  'server.owner.signedInAs': 'Connecté·e en tant que {name} ({email})',
  'server.owner.none': 'Aucun formulaire n’a encore été envoyé.',
  'server.owner.count':
    '{count, number} {count, plural, one {soumission} other {soumissions}}, de la plus récente à la plus ancienne.',
  'server.owner.pageOf': 'Page {page} sur {pageCount}.',
  'server.owner.newer': 'Soumissions plus récentes',
  'server.owner.older': 'Soumissions plus anciennes',
  'server.owner.pagesLabel': 'Pages de soumissions',
  'server.owner.received': 'Reçu le',
  'server.owner.pageTitle': 'Page',
  'server.owner.pagePath': 'Adresse de la page',
  'server.owner.emptyAnswer': 'Non renseigné',
  'server.owner.onlyTitle': 'Accès réservé',
  'server.owner.onlyMessage':
    'Cette page est réservée au propriétaire du site. Connectez-vous avec le compte du propriétaire pour la consulter.',
  'server.owner.backHome': 'Retour à l’accueil',
  // The search route.
  'server.search.title': 'Recherche',
  'server.search.label': 'Rechercher sur le site',
  'server.search.submit': 'Rechercher',
  'server.search.none': 'Aucun résultat pour « {query} ».',
  'server.search.count': '{count, plural, one {# résultat} other {# résultats}} pour « {query} ».',
  // The configuration area and the collection panel (their screens are not in the spec).
  'server.config.title': 'Espace de configuration',
  'server.config.designTitle': 'Réglages du design',
  // One sentence around the page's address, which the page prints as code.
  'server.config.editorBefore': 'L’éditeur du site s’ouvrirait ici, sur la page ',
  'server.config.editorAfter': '. Il ne fait pas partie de cette démonstration.',
  'server.config.back': 'Revenir à la page',
  'server.collection.title': 'Collection « {title} »',
  'server.collection.intro': 'Le panneau de la collection, tel que l’éditeur du site l’ouvrirait.',
  'server.collection.id': 'Identifiant',
  'server.collection.page': 'Page',
  'server.collection.path': 'Adresse',
  'server.collection.type': 'Type',
  'server.collection.state': 'État',
  'server.collection.access': 'Accès',
  'server.collection.blocks': 'Blocs',
  'server.collection.membersOnly': 'Réservé aux membres',
  'server.collection.public': 'Public',
  'server.collection.open': 'Ouvrir dans l’espace de configuration',
  'server.collection.pageType.1': 'Collection',
  'server.collection.pageType.2': 'Page',
  'server.collection.pageType.3': 'Page d’accueil',
  'server.collection.pageType.50': 'Élément de contenu',
  'server.collection.pageType.other': 'Type {pageType}',
  // A post made without the page script that could not be taken.
  'server.notice.title': 'Votre choix n’a pas été enregistré',
  'server.notice.back': 'Revenir à la page',
  // The cookie banner's choice posted without the page script.
  'server.cookieChoice.invalid':
    'Ce choix de cookies n’est pas reconnu : « Accepter » ou « Refuser ».',
  // Every plain page.
  'server.page.failed': 'Une erreur est survenue. Veuillez réessayer.',
  'server.page.skipLink': 'Aller au contenu',
});
