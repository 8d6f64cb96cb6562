import { defineEnum, type EnumValueOf } from './define-enum';

/** Publish states of a page or item, spec 000 §3 "Enumerations". */
export const PublishState = /* @__PURE__ */ defineEnum({
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
});
export type PublishState = EnumValueOf<typeof PublishState>;

/**
 * Workflow states that have a label of their own (spec 000 §3; the French labels live in
 * `@vitrine/i18n-fr`). Any other state is shown as unsupported.
 */
export const WorkflowState = /* @__PURE__ */ defineEnum({
  PUBLISHED: 'PUBLISHED',
  SCHEDULED: 'SCHEDULED',
  DRAFT: 'DRAFT',
});
export type WorkflowState = EnumValueOf<typeof WorkflowState>;

/**
 * Content statuses named in the dictionary (spec 001 §3 "Editor-side entities"). The spec gives
 * only their display names, so the values are SCREAMING_SNAKE ids in the style of WorkflowState.
 */
export const ContentStatus = /* @__PURE__ */ defineEnum({
  SCHEDULED: 'SCHEDULED',
  REVIEW_REQUIRED: 'REVIEW_REQUIRED',
  DRAFT: 'DRAFT',
  PRIVATE: 'PRIVATE',
});
export type ContentStatus = EnumValueOf<typeof ContentStatus>;
