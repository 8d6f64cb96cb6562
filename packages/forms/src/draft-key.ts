// The key of a form's draft alone, for a page script deciding how to hydrate a form (at once when
// the tab holds its draft): a few bytes, without the draft store it would otherwise share a file with.
export { DRAFT_KEY_PREFIX, draftKey } from './drafts/draft-key';
