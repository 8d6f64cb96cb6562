import { describe, expect, it } from 'vitest';
import {
  googleFontsStylesheetUrl,
  TypekitUnavailableError,
  typekitStylesheetUrl,
} from './font-urls';

describe('font stylesheets (spec 000 §3 "Fonts", §7 "Other loads")', () => {
  it('builds one Google Fonts URL from the includeName values', () => {
    expect(
      googleFontsStylesheetUrl([
        { includeName: 'Roboto:400,700' },
        { includeName: 'Open Sans' },
        { includeName: 'Roboto:400,700' },
      ]),
    ).toBe('https://fonts.googleapis.com/css?family=Roboto:400,700|Open+Sans&display=swap');
    expect(googleFontsStylesheetUrl([])).toBeUndefined();
    expect(googleFontsStylesheetUrl(undefined)).toBeUndefined();
  });

  it('builds the Typekit URL from the kit id, refusing malformed ids', () => {
    expect(typekitStylesheetUrl('abc1def')).toBe('https://use.typekit.net/abc1def.css');
    expect(typekitStylesheetUrl('../x')).toBeUndefined();
    expect(typekitStylesheetUrl(null)).toBeUndefined();
  });

  it('names the kit in the font-no-longer-available error (spec 000 §8)', () => {
    const error = new TypekitUnavailableError('abc1def');
    expect(error.message).toBe('Typekit font no longer available: abc1def');
    expect(error).toBeInstanceOf(Error);
  });
});
