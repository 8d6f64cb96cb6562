import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRichText, type RichTextNode, richTextToPlainText } from './rich-text';

// Property suite: the cookie banner notice is rich text written by the site owner (spec 000 §3
// "Cookie banner settings": cookieBannerText), parsed by the browser's own HTML parser, so this
// suite runs in Chromium. No link that runs code may survive, however it is disguised.
const RUNS = { numRuns: 10_000 };

const KEPT = ['a', 'b', 'br', 'em', 'i', 'p', 's', 'span', 'strong', 'u'];
// What a link may open: web pages, mail and phone; relative links resolve to the page's scheme.
const SAFE_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'];

// 'javascript' (or data, vbscript) as an href attribute may disguise it: any casing, character
// references for any letter, tabs and newlines (raw or as references) that URL parsers drop,
// controls and spaces in front.
const letter = (char: string) =>
  fc.constantFrom(
    char,
    char.toUpperCase(),
    `&#${char.charCodeAt(0)};`,
    `&#x${char.charCodeAt(0).toString(16)};`,
    `&#0000${char.charCodeAt(0)};`,
  );
const gap = fc.constantFrom(
  '',
  '',
  '',
  '\t',
  '\n',
  '\r',
  '&#9;',
  '&#10;',
  '&Tab;',
  '&NewLine;',
  '&#x0D;',
);
const scheme = (name: string) =>
  fc
    .tuple(...[...name].map((char) => fc.tuple(letter(char), gap)))
    .map((parts) => parts.map(([c, g]) => `${c}${g}`).join(''));
const disguisedHref = fc
  .tuple(
    fc.constantFrom(' ', '', '\u0001', '&#1;', '&#32;', '\u000c'),
    fc.oneof(scheme('javascript'), scheme('data'), scheme('vbscript')),
    fc.constantFrom(':', '&#58;', '&#x3A;', '&colon;'),
    fc.constantFrom('alert(1)', 'text/html,<script>alert(1)</script>', '//%0aalert(1)'),
  )
  .map(([lead, name, colon, body]) => `${lead}${name}${colon}${body}`);
const href = fc.oneof(
  { weight: 3, arbitrary: disguisedHref },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'https://exemple.fr/cookies',
      '/confidentialite',
      '#cookies',
      '?a=b:c',
      'mailto:dpo@exemple.fr',
      'tel:+33100000000',
      'ftp://exemple.fr',
      'blob:https://exemple.fr/1',
      'file:///etc/passwd',
      '//evil.example/x',
      'http:javascript:alert(1)',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);
const quoted = (value: string) =>
  fc.constantFrom(
    `"${value.replace(/"/g, '&quot;')}"`,
    `'${value.replace(/'/g, '&#39;')}'`,
    value.replace(/[\s"'=<>`]/g, ''),
  );
const link = fc
  .tuple(
    href,
    fc.constantFrom('a', 'A', 'area', 'svg:a'),
    fc.constantFrom('', ' onclick="alert(1)"', ' style="x"', ' target=_blank'),
  )
  .chain(([url, tag, extra]) =>
    quoted(url).map((value) => `<${tag}${extra} href=${value}>lien</${tag}>`),
  );
const fragment = fc.oneof(
  link,
  fc.constantFrom(
    '<p>Nous utilisons des cookies.</p>',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<math><a href="javascript:alert(1)">x</a></math>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<template><a href="javascript:alert(1)">x</a></template>',
    '<noscript><a href="javascript:alert(1)">x</a></noscript>',
    '<style>a{}</style>',
    '<p onclick="alert(1)">',
    '<br>',
    '</p>',
    '<!--',
    '<b><i>',
    '&lt;script&gt;',
  ),
  fc.string({ maxLength: 12 }),
);
const notice = fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join(''));

/** Every problem of a tree: an element that is not kept, or a link that would not be safe. */
function problemsOf(nodes: readonly RichTextNode[], problems: string[] = []): string[] {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (!KEPT.includes(node.tag)) problems.push(`element ${node.tag}`);
    const keys = Object.keys(node).sort().join(',');
    if (keys !== 'children,tag' && keys !== 'children,href,tag') problems.push(`keys ${keys}`);
    if (node.href !== undefined) {
      if (node.tag !== 'a') problems.push(`href on ${node.tag}`);
      let protocol = '';
      try {
        protocol = new URL(node.href, document.baseURI).protocol;
      } catch {
        // The browser cannot read it as a URL: the link opens nothing.
      }
      if (protocol !== '' && !SAFE_PROTOCOLS.includes(protocol)) {
        problems.push(`href ${JSON.stringify(node.href)} opens ${protocol}`);
      }
    }
    problemsOf(node.children, problems);
  }
  return problems;
}

describe('parseRichText (property, spec 000 §3 cookieBannerText)', { timeout: 120_000 }, () => {
  it('never throws, keeps only the allowed elements, and no link that opens anything but a page, mail or phone', () => {
    let disguised = 0;
    let found: string[] = [];
    fc.assert(
      fc.property(notice, (html) => {
        const nodes = parseRichText(html);
        const problems = problemsOf(nodes);
        if (problems.length > 0) found = [html, ...problems];
        if (/javascript|data|vbscript/i.test(html)) disguised += 1;
        richTextToPlainText(nodes);
        return problems.length === 0;
      }),
      RUNS,
    );
    expect(found).toEqual([]);
    // Not vacuous: most notices hold a disguised unsafe link.
    expect(disguised).toBeGreaterThan(RUNS.numRuns / 4);
  });

  it('never lets a disguised javascript:, data: or vbscript: link through as an href', () => {
    fc.assert(
      fc.property(disguisedHref, fc.constantFrom('"', "'"), (url, quote) => {
        const [node] = parseRichText(
          `<a href=${quote}${url.replaceAll(quote, '')}${quote}>lien</a>`,
        );
        return typeof node === 'object' && node.tag === 'a' && node.href === undefined;
      }),
      RUNS,
    );
  });
});
