/** Spec 000 §1 and spec 001 §1: published sites run in French. */
export const DEFAULT_LOCALE = 'fr-FR';
