export { type ContentStatus, contentStatusLabels } from './core/content-status-labels';
export {
  type LabelledWorkflowState,
  UNSUPPORTED_WORKFLOW_LABEL,
  workflowLabel,
  workflowLabels,
} from './core/workflow-label';
