/** The content statuses named in the site dictionary (spec 001 §3, editor-side entities). */
export type ContentStatus = 'SCHEDULED' | 'REVIEW_REQUIRED' | 'DRAFT' | 'PRIVATE';

/** French names of the dictionary's content statuses. */
export const contentStatusLabels: Readonly<Record<ContentStatus, string>> = {
  SCHEDULED: 'Planifié',
  REVIEW_REQUIRED: 'Révision requise',
  DRAFT: 'Brouillon',
  PRIVATE: 'Privé',
};
