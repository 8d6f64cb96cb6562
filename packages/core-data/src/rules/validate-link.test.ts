import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIT_TEST_RUNS } from '../testing/property-harness';
import { LINK_LIMITS, type LinkCategory, validateLink } from './validate-link';

const CATEGORIES: readonly LinkCategory[] = [
  'anchor',
  'content-link',
  'external-link',
  'file-link',
  'empty',
  'malformed-protocol',
  'misc-protocol',
  'default',
];

describe('LINK_LIMITS (spec 000 section 5)', () => {
  it('holds the spec limits', () => {
    expect(LINK_LIMITS).toEqual({
      anchor: 100,
      tel: 50,
      telMinLength: 4,
      sms: 1000,
      mailto: 1000,
      javascript: 250,
      ftp: 100,
      internalUrl: 150,
    });
  });
});

describe('validateLink: empty', () => {
  it('is invalid with reason empty for an empty or whitespace link', () => {
    for (const href of ['', ' ', '\t\n ', '\u00A0']) {
      expect(validateLink(href)).toEqual({ valid: false, category: 'empty', reason: 'empty' });
    }
  });
});

describe('validateLink: anchor (under 100 characters)', () => {
  it('accepts anchors up to 99 characters', () => {
    expect(validateLink('#contact')).toEqual({ valid: true, category: 'anchor' });
    expect(validateLink('#')).toEqual({ valid: true, category: 'anchor' });
    expect(validateLink(`#${'a'.repeat(98)}`)).toEqual({ valid: true, category: 'anchor' });
  });

  it('rejects anchors of 100 characters or more', () => {
    expect(validateLink(`#${'a'.repeat(99)}`)).toEqual({
      valid: false,
      category: 'anchor',
      reason: 'too-long',
    });
  });

  it('ignores surrounding whitespace', () => {
    expect(validateLink(`  #${'a'.repeat(98)}  `)).toEqual({ valid: true, category: 'anchor' });
  });
});

describe('validateLink: content and file links (internal url under 150)', () => {
  it('classifies /... as a content link and /s/... as a file link', () => {
    expect(validateLink('/about')).toEqual({ valid: true, category: 'content-link' });
    expect(validateLink('/')).toEqual({ valid: true, category: 'content-link' });
    expect(validateLink('/s/menu.pdf')).toEqual({ valid: true, category: 'file-link' });
    expect(validateLink('/shop')).toEqual({ valid: true, category: 'content-link' });
  });

  it('accepts 149 characters and rejects 150', () => {
    expect(validateLink(`/${'a'.repeat(148)}`).valid).toBe(true);
    expect(validateLink(`/${'a'.repeat(149)}`)).toEqual({
      valid: false,
      category: 'content-link',
      reason: 'too-long',
    });
    expect(validateLink(`/s/${'a'.repeat(146)}`).valid).toBe(true);
    expect(validateLink(`/s/${'a'.repeat(147)}`)).toEqual({
      valid: false,
      category: 'file-link',
      reason: 'too-long',
    });
  });
});

describe('validateLink: external links', () => {
  it('accepts http and https links with a host', () => {
    for (const href of [
      'https://example.com',
      'http://example.com/path?q=1#top',
      'HTTPS://WWW.EXAMPLE.COM',
      'https://user:pass@example.com:8080/x',
      'https://café.fr',
      'https://192.168.0.1/admin',
      'https://[2001:db8::1]:443/',
      '//cdn.example.com/lib.js',
      `https://example.com/${'a'.repeat(5000)}`,
    ]) {
      expect(validateLink(href), href).toEqual({ valid: true, category: 'external-link' });
    }
  });

  it('rejects http links without a valid host', () => {
    for (const href of [
      'http://',
      'https://localhost',
      'https://exa mple.com',
      'https://-example.com',
      'https://example..com',
      'https://example.123',
      'https://example.com:99999',
      'https://[zz::1]',
    ]) {
      expect(validateLink(href), href).toEqual({
        valid: false,
        category: 'external-link',
        reason: 'invalid-host',
      });
    }
  });
});

describe('validateLink: tel (under 50; digits, plus and minus; at least 4)', () => {
  it('accepts phone numbers', () => {
    expect(validateLink('tel:+33-1-23-45-67-89')).toEqual({
      valid: true,
      category: 'misc-protocol',
    });
    expect(validateLink('tel:1234')).toEqual({ valid: true, category: 'misc-protocol' });
    expect(validateLink(`tel:${'1'.repeat(45)}`).valid).toBe(true);
  });

  it('rejects numbers too short, too long or with other characters', () => {
    expect(validateLink('tel:123')).toEqual({
      valid: false,
      category: 'misc-protocol',
      reason: 'too-short',
    });
    expect(validateLink(`tel:${'1'.repeat(46)}`)).toEqual({
      valid: false,
      category: 'misc-protocol',
      reason: 'too-long',
    });
    expect(validateLink('tel:01 23 45 67')).toEqual({
      valid: false,
      category: 'misc-protocol',
      reason: 'invalid-characters',
    });
    expect(validateLink('tel:(555)1234').reason).toBe('invalid-characters');
    expect(validateLink('tel:').reason).toBe('missing-target');
  });
});

describe('validateLink: sms (under 1000)', () => {
  it('accepts up to 999 characters', () => {
    expect(validateLink('sms:+33612345678')).toEqual({ valid: true, category: 'misc-protocol' });
    expect(validateLink(`sms:${'1'.repeat(995)}`).valid).toBe(true);
    expect(validateLink(`sms:${'1'.repeat(996)}`).reason).toBe('too-long');
    expect(validateLink('sms:').reason).toBe('missing-target');
  });
});

describe('validateLink: mailto (under 1000; exactly one @ and a dotted domain)', () => {
  it('accepts addresses, with or without a query', () => {
    expect(validateLink('mailto:hello@example.com')).toEqual({
      valid: true,
      category: 'misc-protocol',
    });
    expect(validateLink('MAILTO:hello@example.com?subject=Bonjour@toi').valid).toBe(true);
  });

  it('rejects addresses without exactly one @ or a dotted domain', () => {
    for (const href of [
      'mailto:hello',
      'mailto:hello@example',
      'mailto:a@b@example.com',
      'mailto:@example.com',
      'mailto:hello@.com',
      'mailto:hello@example.',
      'mailto:hello@example..com',
    ]) {
      expect(validateLink(href), href).toEqual({
        valid: false,
        category: 'misc-protocol',
        reason: 'invalid-address',
      });
    }
    expect(validateLink('mailto:').reason).toBe('missing-target');
  });

  it('rejects 1000 characters or more', () => {
    const local = 'a'.repeat(1000 - 'mailto:'.length - '@example.com'.length);
    expect(validateLink(`mailto:${local.slice(1)}@example.com`).valid).toBe(true);
    expect(validateLink(`mailto:${local}@example.com`).reason).toBe('too-long');
  });
});

describe('validateLink: javascript (under 250) and ftp (under 100)', () => {
  it('limits javascript links', () => {
    expect(validateLink('javascript:void(0)')).toEqual({ valid: true, category: 'misc-protocol' });
    expect(validateLink(`javascript:${'x'.repeat(238)}`).valid).toBe(true);
    expect(validateLink(`javascript:${'x'.repeat(239)}`).reason).toBe('too-long');
    expect(validateLink('javascript:').reason).toBe('missing-target');
  });

  it('limits ftp links and needs a host', () => {
    expect(validateLink('ftp://files.example.com/a.zip')).toEqual({
      valid: true,
      category: 'misc-protocol',
    });
    expect(validateLink(`ftp://example.com/${'a'.repeat(81)}`).valid).toBe(true);
    expect(validateLink(`ftp://example.com/${'a'.repeat(82)}`).reason).toBe('too-long');
    expect(validateLink('ftp://nohost').reason).toBe('invalid-host');
    expect(validateLink('ftp:files.example.com')).toEqual({
      valid: false,
      category: 'malformed-protocol',
      reason: 'malformed-protocol',
    });
  });
});

describe('validateLink: other protocols', () => {
  it('accepts any other scheme as misc-protocol', () => {
    for (const href of [
      'whatsapp://send?text=hi',
      'geo:48.85,2.35',
      'spotify:track:123',
      'webcal://x.fr/c.ics',
    ]) {
      expect(validateLink(href), href).toEqual({ valid: true, category: 'misc-protocol' });
    }
    expect(validateLink('skype:')).toEqual({
      valid: false,
      category: 'misc-protocol',
      reason: 'missing-target',
    });
  });
});

describe('validateLink: malformed protocol', () => {
  it('rejects broken or misspelled protocols', () => {
    for (const href of [
      'http:/x',
      'http:x.com',
      'https:///example.com',
      'https//x',
      'http//example.com',
      'http/example.com',
      'htp://x',
      'htps://example.com',
      'htttp://example.com',
      'htpts://example.com',
      'htpt://example.com',
      'ttp://example.com',
      'mailt:hello@example.com',
      '://x',
      ':x',
    ]) {
      expect(validateLink(href), href).toEqual({
        valid: false,
        category: 'malformed-protocol',
        reason: 'malformed-protocol',
      });
    }
  });
});

describe('validateLink: default', () => {
  it('accepts things that look like a host', () => {
    for (const href of [
      'www.example.com',
      'example.com/page',
      'example.com:8080/x',
      'münchen.de',
      '10.0.0.1',
    ]) {
      expect(validateLink(href), href).toEqual({ valid: true, category: 'default' });
    }
  });

  it('rejects things that do not', () => {
    for (const href of [
      'about',
      'hello world',
      'user@example.com',
      '?page=2',
      'C:\\docs\\a.pdf',
      'example.',
    ]) {
      expect(validateLink(href), href).toEqual({
        valid: false,
        category: 'default',
        reason: 'invalid-host',
      });
    }
  });
});

describe('validateLink: robustness', () => {
  const linkish = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ maxLength: 300 }),
    fc
      .tuple(
        fc.constantFrom(
          '',
          '#',
          '/',
          '/s/',
          '//',
          'http://',
          'https:/',
          'tel:',
          'sms:',
          'mailto:',
          'ftp://',
          'javascript:',
          'htp://',
          ':',
          'x:',
          '[',
        ),
        fc.string({ unit: 'binary', maxLength: 300 }),
      )
      .map(([prefix, rest]) => prefix + rest),
  );

  it('never throws and always returns the documented shape', () => {
    fc.assert(
      fc.property(linkish, (href) => {
        const result = validateLink(href);
        expect(CATEGORIES).toContain(result.category);
        expect(typeof result.valid).toBe('boolean');
        if (result.valid) {
          expect(Object.keys(result).sort()).toEqual(['category', 'valid']);
        } else {
          expect(Object.keys(result).sort()).toEqual(['category', 'reason', 'valid']);
          expect(typeof result.reason).toBe('string');
        }
        if (result.category === 'empty' || result.category === 'malformed-protocol') {
          expect(result.valid).toBe(false);
        }
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('ignores surrounding whitespace', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (href) => {
        expect(validateLink(` \t${href}\n `)).toEqual(validateLink(href));
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('accepts every anchor under 100 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 98 }), (name) => {
        const href = `#${name}`.trimEnd();
        expect(validateLink(href)).toEqual({ valid: true, category: 'anchor' });
      }),
      UNIT_TEST_RUNS,
    );
  });

  it('stays linear on hostile 100 kB input', () => {
    const hostile = [
      `http://${'a.'.repeat(50_000)}`,
      `${'a'.repeat(100_000)}:`,
      `mailto:${'@'.repeat(100_000)}`,
      `${'a-'.repeat(50_000)}.com`,
      `tel:${'1'.repeat(100_000)}x`,
      `https://[${':'.repeat(100_000)}`,
      ' '.repeat(100_000),
    ];
    for (const href of hostile) validateLink(href);
    for (const href of hostile) {
      const start = performance.now();
      validateLink(href);
      expect(performance.now() - start, href.slice(0, 12)).toBeLessThan(20);
    }
  });
});
