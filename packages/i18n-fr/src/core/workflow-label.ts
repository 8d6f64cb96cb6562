/** The workflow states that have their own label (spec 001 §3, editor-side entities). */
export type LabelledWorkflowState = 'PUBLISHED' | 'SCHEDULED' | 'DRAFT';

/** Labels of the labelled workflow states, quoted by spec 001 §3. */
export const workflowLabels: Readonly<Record<LabelledWorkflowState, string>> = {
  PUBLISHED: 'Disponible',
  SCHEDULED: 'Planifié',
  DRAFT: 'Masqué',
};

/** Spec 001 §3: any other state is shown as unsupported. */
export const UNSUPPORTED_WORKFLOW_LABEL = 'Non pris en charge';

/** The label of a content item's workflow state; unknown states get 'Non pris en charge'. */
export function workflowLabel(state: string): string {
  return Object.hasOwn(workflowLabels, state)
    ? workflowLabels[state as LabelledWorkflowState]
    : UNSUPPORTED_WORKFLOW_LABEL;
}
