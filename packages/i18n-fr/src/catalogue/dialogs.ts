import { defineCatalogue } from '../core/define-catalogue';

/** Confirmation, alert and information dialogs (spec 001 §2 and §4). */
export const dialogs = defineCatalogue({
  'dialogs.confirm': 'Confirmer',
  'dialogs.cancel': 'Annuler',
  'dialogs.reject': 'Refuser',
  'dialogs.ok': 'OK',
  'dialogs.close': 'Fermer',
});
