import { defineCatalogue } from '../core/define-catalogue';

/** Form and newsletter blocks: states, errors, field parts (spec 000 §3, §4, §5 and §8). */
export const forms = defineCatalogue({
  'forms.submit': 'Envoyer',
  'forms.submitting': 'Envoi en cours…',
  'forms.success': 'Merci\u202f! Votre message a bien été envoyé.',
  'forms.required': 'obligatoire',
  'forms.select.placeholder': 'Sélectionnez une option',
  'forms.characterCount': '{count, number} / {max, number}',
  'forms.characterCount.label':
    '{count, plural, one {# caractère saisi} other {# caractères saisis}} sur {max, number} autorisés',

  'forms.error.sendFailed':
    'Une erreur s’est produite lors de l’envoi du formulaire. Veuillez recharger la page et réessayer.',
  'forms.error.unknown': 'Erreur inconnue. Veuillez réessayer plus tard.',
  'forms.error.captcha': 'Veuillez résoudre le CAPTCHA pour envoyer le formulaire.',
  'forms.error.submissionKey':
    'Impossible d’obtenir une clé d’envoi pour le formulaire. Veuillez réessayer plus tard.',
  'forms.error.parseFields':
    'Impossible de lire les champs du formulaire. Veuillez vérifier vos saisies.',
  'forms.error.invalidFields': 'Au moins un champ n’est pas valide. Veuillez vérifier vos saisies.',
  'forms.error.general':
    'Votre formulaire présente un problème. Consultez les messages ci-dessous ou ci-dessus.',
  'forms.error.status401': 'Envoi impossible. Veuillez réessayer plus tard.',
  'forms.error.status404': 'Ce formulaire n’a pas encore été configuré.',
  'forms.error.status429': 'Envoi impossible\u00a0: la limite de fréquence d’envoi est dépassée.',
  'forms.error.status500': 'Impossible d’envoyer le formulaire. Veuillez réessayer plus tard.',
  'forms.error.required': 'Ce champ est obligatoire.',
  // A required or started multi-part field that is incomplete, a likert left half answered: the
  // demo server's wording, so a visitor reads one message whichever side refused (spec 000 §5).
  'forms.error.name': 'Indiquez votre prénom et votre nom.',
  'forms.error.address': 'Indiquez au moins l’adresse, la ville, le code postal et le pays.',
  'forms.error.phone':
    'Saisissez un numéro de téléphone valide (chiffres, espaces, +, -, points, parenthèses).',
  'forms.error.date': 'Saisissez une date valide (jour, mois et année).',
  'forms.error.time':
    'Saisissez une heure valide (de 0 à 23 heures, minutes et secondes de 0 à 59).',
  'forms.error.likertAll': 'Répondez à chaque affirmation.',
  'forms.error.maxLength': 'Vous avez dépassé le nombre de caractères autorisé.',
  'forms.error.email':
    'L’adresse e-mail n’est pas valide. Les adresses e-mail doivent respecter le format {email}.',
  'forms.error.updateFailed': 'Impossible de mettre à jour le formulaire.',
  'forms.error.openFailed': 'Impossible d’ouvrir le formulaire.',
  'forms.emailExample': 'nom@exemple.fr',

  'forms.name.first': 'Prénom',
  'forms.name.last': 'Nom',
  'forms.address.line1': 'Adresse (ligne 1)',
  'forms.address.line2': 'Adresse (ligne 2)',
  'forms.address.city': 'Ville',
  'forms.address.state': 'État / Province / Région',
  'forms.address.zip': 'Code postal',
  'forms.address.country': 'Pays',
  'forms.phone.countryCode': 'Indicatif pays',
  'forms.phone.areaCode': 'Indicatif régional',
  'forms.phone.prefix': 'Préfixe',
  'forms.phone.line': 'Numéro',
  'forms.date.day': 'Jour',
  'forms.date.month': 'Mois',
  'forms.date.year': 'Année',
  'forms.time.hour': 'Heure',
  'forms.time.minute': 'Minute',
  'forms.time.second': 'Seconde',
  'forms.time.meridiem': 'AM/PM',
  'forms.likert.stronglyDisagree': 'Pas du tout d’accord',
  'forms.likert.disagree': 'Pas d’accord',
  'forms.likert.neutral': 'Neutre',
  'forms.likert.agree': 'D’accord',
  'forms.likert.stronglyAgree': 'Tout à fait d’accord',

  'forms.newsletter.email': 'Adresse e-mail',
  'forms.newsletter.submit': 'S’inscrire',
  'forms.newsletter.success': 'Merci pour votre inscription\u202f!',

  'forms.newsletter.name': 'Votre nom',
  'forms.captcha.label': 'Vérification anti-robot',
  'forms.error.captchaUnavailable':
    'La vérification anti-robot n’a pas pu être chargée. Veuillez recharger la page.',
});
