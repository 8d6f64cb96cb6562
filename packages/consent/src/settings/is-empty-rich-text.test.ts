import { describe, expect, it } from 'vitest';
import { isEmptyRichText } from './is-empty-rich-text';

describe('isEmptyRichText (spec 000 §5: an empty paragraph counts as empty)', () => {
  it.each(['', ' \n\t', '<p></p>', '<p> </p>', '<p><br></p>', '<p>&nbsp;</p>', '<p>&#160;</p>'])(
    '%j is empty',
    (html) => {
      expect(isEmptyRichText(html)).toBe(true);
    },
  );

  it.each(['Cookies', '<p>Cookies</p>', '<p><a href="/x">x</a></p>', '<p>&amp;</p>'])(
    '%j is not empty',
    (html) => {
      expect(isEmptyRichText(html)).toBe(false);
    },
  );
});
