import { defineCatalogue } from '../core/define-catalogue';

/** Owner-side messages of the site dictionary (spec 000 §5, §6; spec 001 §5 and §8). */
export const editor = defineCatalogue({
  'editor.invalidEmail': 'Saisissez une adresse e-mail valide (format\u00a0: {email}).',
  'editor.invalidLink': 'Les liens doivent ressembler à {example} ou à {alternative}.',
  'editor.fileNameRequired': 'Un nom de fichier est requis.',
  'editor.mailingListRequired': 'Veuillez sélectionner une liste de diffusion.',
  'editor.datasetEmpty': 'Le jeu de données doit contenir au moins une colonne et une ligne.',
  'editor.datasetTruncated':
    'Le jeu de données a été tronqué à {max, number} {kind, select, rows {lignes} other {colonnes}} au maximum.',
  'editor.unsupportedFileType': 'Ce type de fichier n’est pas pris en charge.',
  'editor.fileTooLarge': 'Ce fichier est trop volumineux (taille maximale\u00a0: {max}).',
  'editor.fileProcessingFailed': 'Le traitement du fichier a échoué ou a été annulé.',
  'editor.fileUploadFailed': 'L’envoi du fichier a échoué.',
  'editor.fileRenameOrUploadFailed':
    'Un problème est survenu lors du renommage ou de l’envoi d’un fichier.',
  'editor.invalidOption': '«\u00a0{value}\u00a0» n’est pas une option disponible.',
  'editor.invalidPageUrl': '«\u00a0{value}\u00a0» n’est pas une URL de page valide.',
  'editor.alreadyExists':
    '{kind, select, category {Cette catégorie existe déjà.} other {Ce tag existe déjà.}}',
  'editor.tooLong':
    '{kind, select, category {Une catégorie} other {Un tag}} ne peut pas dépasser {max, plural, one {# caractère} other {# caractères}}.',
  'editor.oneTagAtATime': 'Vous ne pouvez modifier qu’un tag à la fois.',
  'editor.vimeoBasicUnsupported': 'Les comptes Vimeo Basic ne sont pas pris en charge.',
  'editor.codeEditingUnavailableOnAndroid':
    'La modification du code n’est pas possible sur Android.',
  'editor.demoHomepageUndeletable':
    'La collection de la page d’accueil de démonstration ne peut pas être supprimée.',
  'editor.unableToLoadCollections': 'Impossible de charger les collections.',
  'editor.unableToLoadFonts': 'Impossible de charger les polices.',
  'editor.fontPreviewUnavailable': 'Aperçu de la police indisponible.',
  'editor.timeZonesLoadFailed': 'Impossible de charger les fuseaux horaires.',
  'editor.noTaskResponse': 'Aucune donnée n’a été reçue en réponse à la tâche.',
});
