import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../content/model';
import { NOT_FOUND_PAGE, PAGES } from '../../content/pages';
import { renderBlock } from '../../render/render-page';

// Hostile block JSON through the server render (the decoders and components the page script
// hydrates with): every block of every page, its text values given markup, its links and
// sources given script URLs. The browser side (the page script decoding altered JSON) is
// e2e/hostile-input.e2e.ts.

const MARKUP = '"><img src=x onerror=alert(1)><script>alert(1)</script><svg onload=alert(1)>';

/** Link and source values, with case, whitespace, control-character and entity variants. */
const SCRIPT_URLS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
];

const LINK_KEY = /^(href|url|link|src|thumbnailUrl|clickThroughUrl)$/i;
/** Identifiers and enumerations stay as they are, so that the decoders accept the block. */
const KEPT_KEY =
  /^(id|key|type|kind|design|transition|currencyCode|sku|unit|providerName|aspectRatio|date)$|Id$/;

/** The block's data with every string made hostile: links get script URLs, texts get markup. */
function hostile(value: unknown, key: string, counter: { n: number }): unknown {
  if (typeof value === 'string') {
    if (KEPT_KEY.test(key) || /^[A-Z_]+$/.test(value)) return value;
    if (LINK_KEY.test(key)) return SCRIPT_URLS[counter.n++ % SCRIPT_URLS.length];
    if (key === 'html') return `<iframe src="javascript:alert(1)"></iframe>${MARKUP}`;
    return `${value}${MARKUP}`;
  }
  if (Array.isArray(value)) return value.map((item) => hostile(item, key, counter));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, hostile(item, name, counter)]),
    );
  return value;
}

interface Tag {
  readonly name: string;
  readonly attributes: ReadonlyMap<string, string>;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The tags of React's server markup. React quotes every attribute and escapes `<`, `>`, `&`,
 * `"` and `'` in text and attribute values, so a raw `<` always starts a real tag.
 */
function tagsOf(html: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of html.matchAll(
    /<([a-zA-Z][\w-]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g,
  )) {
    const attributes = new Map<string, string>();
    for (const attribute of (match[2] ?? '').matchAll(/([^\s"'>/=]+)(?:="([^"]*)")?/g))
      attributes.set((attribute[1] ?? '').toLowerCase(), decodeEntities(attribute[2] ?? ''));
    tags.push({ name: (match[1] ?? '').toLowerCase(), attributes });
  }
  return tags;
}

/** What a browser would run: script elements, event-handler attributes, script URLs. */
function runnable(html: string): string[] {
  const found: string[] = [];
  // A browser drops ASCII whitespace and control characters around and inside a URL's scheme.
  const scheme = (value: string) =>
    [...value]
      .filter((char) => char > ' ' && char !== '\u007f')
      .join('')
      .toLowerCase();
  for (const tag of tagsOf(html)) {
    if (tag.name === 'script') found.push('<script>');
    if (tag.name === 'img' && tag.attributes.get('src') === 'x') found.push('<img src=x>');
    for (const [name, value] of tag.attributes) {
      if (name.startsWith('on')) found.push(`<${tag.name} ${name}>`);
      if (['href', 'src', 'action', 'formaction', 'poster', 'xlink:href'].includes(name)) {
        const url = scheme(value);
        if (
          url.startsWith('javascript:') ||
          url.startsWith('vbscript:') ||
          url.startsWith('data:text/html')
        )
          found.push(`<${tag.name} ${name}="${value}">`);
      }
    }
    // Owner HTML goes into frames only when they are sandboxed without same-origin scripts.
    if (tag.name === 'iframe' && tag.attributes.has('srcdoc')) {
      const sandbox = tag.attributes.get('sandbox');
      if (
        sandbox === undefined ||
        (/allow-scripts/.test(sandbox) && /allow-same-origin/.test(sandbox))
      )
        found.push('<iframe srcdoc> not sandboxed');
    }
  }
  return found;
}

const BLOCKS: readonly { page: string; block: PageBlock }[] = [...PAGES, NOT_FOUND_PAGE].flatMap(
  (page) =>
    page.blocks.filter((block) => !block.corruptJson).map((block) => ({ page: page.path, block })),
);

describe('hostile block JSON rendered on the server', () => {
  it('the tag reader finds what it must (a check of the check)', () => {
    expect(
      runnable('<p>a</p><img src="x" onerror="alert(1)"><a href=" JaVa&#x53;cript:alert(1)">b</a>'),
    ).toEqual(['<img src=x>', '<img onerror>', '<a href=" JaVaScript:alert(1)">']);
    expect(
      runnable(
        '<p>&lt;img src=x onerror=alert(1)&gt;</p><iframe sandbox="" srcdoc="&lt;script&gt;"></iframe>',
      ),
    ).toEqual([]);
  });

  it('every other block still renders with hostile data, its markup escaped as text', () => {
    const silent = BLOCKS.filter(
      ({ block }) =>
        !renderBlock({ ...block, data: hostile(block.data, '', { n: 0 }) }, () => {}).html.includes(
          '&lt;img src=x onerror=alert(1)&gt;',
        ),
    ).map(({ page, block }) => `${page} ${block.kind}`);
    expect(silent).toEqual([
      // A script URL as the source: the image, video and audio blocks refuse their data.
      '/ image',
      '/ video',
      '/atelier audio',
      // Widgets render a loading placeholder on the server; their settings go to the API.
      '/atelier audio-streaming-embed',
      '/atelier photo-service-feed-1',
      '/atelier photo-service-feed-2',
      '/atelier photo-service-feed-3',
      '/atelier table-booking-1',
      '/atelier table-booking-2',
      '/atelier restaurant-reservation',
      '/atelier scheduling',
      '/atelier wedding-registry',
      // The resilience page's marquee has a number for text on purpose.
      '/essais/bloc-corrompu marquee',
    ]);
  });

  it.each(
    BLOCKS.map(({ page, block }, index) => [`${page} #${index} ${block.kind}`, block] as const),
  )('%s: no script, handler or script URL in its markup', (_, block) => {
    const problems: string[] = [];
    const rendered = renderBlock({ ...block, data: hostile(block.data, '', { n: 0 }) }, (message) =>
      problems.push(message),
    );
    expect(runnable(rendered.html)).toEqual([]);
    // The JSON the page script reads is JSON, whatever the strings hold.
    expect(() => JSON.parse(rendered.json)).not.toThrow();
  });

  it('links of the blocks without behaviour (button, summary, collection link, social links) are neutralised to #', () => {
    const kinds = ['button', 'collection-link', 'summary', 'social-links'] as const;
    for (const href of SCRIPT_URLS) {
      for (const kind of kinds) {
        const link = { label: 'Lien', href, description: '', excerpt: '' };
        const data =
          kind === 'summary'
            ? { items: [link] }
            : kind === 'social-links'
              ? { links: [link] }
              : link;
        const rendered = renderBlock({ kind, data }, () => {});
        const hrefs = tagsOf(rendered.html)
          .filter((tag) => tag.name === 'a')
          .map((tag) => tag.attributes.get('href'));
        expect(hrefs, `${kind} with ${JSON.stringify(href)}`).toEqual(['#']);
      }
    }
  });

  it('markup in texts is shown as text: escaped in the HTML, never a tag', () => {
    const rendered = renderBlock({ kind: 'marquee', data: { text: MARKUP } }, () => {});
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(runnable(rendered.html)).toEqual([]);
  });
});
