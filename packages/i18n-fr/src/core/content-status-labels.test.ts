import { describe, expect, it } from 'vitest';
import { contentStatusLabels } from './content-status-labels';

describe('contentStatusLabels (spec 001 §3: Scheduled, Review required, Draft, Private)', () => {
  it('names the four dictionary statuses in French', () => {
    expect(contentStatusLabels).toEqual({
      SCHEDULED: 'Planifié',
      REVIEW_REQUIRED: 'Révision requise',
      DRAFT: 'Brouillon',
      PRIVATE: 'Privé',
    });
  });
});
