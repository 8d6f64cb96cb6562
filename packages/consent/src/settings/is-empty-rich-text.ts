// Tags, then the entities that only make blank space (&nbsp; and its numeric forms).
const TAG = /<[^>]*>/g;
const BLANK_ENTITY = /&(?:nbsp|#160|#xa0);/gi;

/**
 * Whether rich text shows nothing: no text once tags are removed, so an empty paragraph
 * (`<p></p>`, `<p><br></p>`, `<p>&nbsp;</p>`) counts as empty (spec 000 §5).
 */
export function isEmptyRichText(html: string): boolean {
  return html.replace(TAG, '').replace(BLANK_ENTITY, ' ').trim() === '';
}
