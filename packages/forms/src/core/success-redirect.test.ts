import { describe, expect, it } from 'vitest';
import { successRedirectUrl } from './success-redirect';

describe('successRedirectUrl (spec 000 §4 "Success")', () => {
  it.each([
    ['/merci', '/merci'],
    [' https://exemple.fr/merci ', 'https://exemple.fr/merci'],
    ['merci.html', 'merci.html'],
  ])('goes to %s', (url, expected) => {
    expect(successRedirectUrl(url)).toBe(expected);
  });

  it.each([
    [undefined],
    [''],
    ['   '],
    [42],
    ['javascript:alert(1)'],
    [' JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:text/html,<p>x</p>'],
    ['vbscript:msgbox'],
  ])('does not redirect to %s (the message is shown)', (url) => {
    expect(successRedirectUrl(url)).toBeNull();
  });
});
