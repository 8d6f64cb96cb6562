import { describe, expect, it } from 'vitest';
import { notFoundPage, SHOWN_PATH_MAX, shownPath } from './not-found-page';

describe('the not-found page carries the requested path (spec 000 §8)', () => {
  it('names the path in its heading, page type 100 (spec 000 §2)', () => {
    const page = notFoundPage('/cette-page-n-existe-pas');
    expect(page.pageType).toBe(100);
    expect(page.heading).toBe('Page introuvable\u00a0: /cette-page-n-existe-pas');
    expect(page.title).toBe('Page introuvable');
  });

  it('shows the path as typed: percent-escapes decoded, kept when they are not UTF-8', () => {
    expect(shownPath('/caf%C3%A9')).toBe('/café');
    expect(shownPath('/%E0%A4%A')).toBe('/%E0%A4%A');
  });

  it('leaves control characters out and cuts a long path', () => {
    expect(shownPath('/a%0Ab%00c')).toBe('/abc');
    const long = shownPath(`/${'x'.repeat(500)}`);
    expect(long).toHaveLength(SHOWN_PATH_MAX + 1);
    expect(long.endsWith('…')).toBe(true);
  });
});
