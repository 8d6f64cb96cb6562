import { describe, expect, it } from 'vitest';
import { UNSUPPORTED_WORKFLOW_LABEL, workflowLabel, workflowLabels } from './workflow-label';

describe('workflowLabel (spec 001 §3)', () => {
  it.each([
    ['PUBLISHED', 'Disponible'],
    ['SCHEDULED', 'Planifié'],
    ['DRAFT', 'Masqué'],
  ])('%s → %s', (state, label) => {
    expect(workflowLabel(state)).toBe(label);
    expect(workflowLabels[state as keyof typeof workflowLabels]).toBe(label);
  });

  it.each(['ARCHIVED', 'published', '', 'toString', '__proto__'])(
    'anything else (%j) → Non pris en charge',
    (state) => {
      expect(workflowLabel(state)).toBe('Non pris en charge');
    },
  );

  it('exposes the fallback label', () => {
    expect(UNSUPPORTED_WORKFLOW_LABEL).toBe('Non pris en charge');
  });
});
