export { connectFormDraft } from './drafts/connect-form-draft';
export {
  DRAFT_FORMAT_VERSION,
  type DraftInputs,
  isDraftableField,
  type ParsedDraft,
  parseDraft,
  serializeDraft,
} from './drafts/draft-format';
export {
  createDraftStore,
  DRAFT_KEY_PREFIX,
  DRAFT_SAVE_DELAY_MS,
  type DraftStorage,
  type DraftStore,
  type DraftStoreOptions,
  draftKey,
} from './drafts/draft-store';
export { hasUnsentInput, UNSENT_INPUT_ATTRIBUTE } from './drafts/unsent-input';
