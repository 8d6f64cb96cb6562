/** A node of sanitised rich text: text, or an allowed element with its children. */
export type RichTextNode =
  | string
  | {
      readonly tag: RichTextTag;
      readonly href?: string;
      readonly children: readonly RichTextNode[];
    };

/** The elements a banner notice may keep: paragraphs, line breaks, emphasis, links. */
export type RichTextTag = 'a' | 'b' | 'br' | 'em' | 'i' | 'p' | 's' | 'span' | 'strong' | 'u';

const KEPT = new Set<string>(['a', 'b', 'br', 'em', 'i', 'p', 's', 'span', 'strong', 'u']);
// Elements whose content is not text to show: dropped with everything inside.
const DROPPED = new Set<string>([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'title',
]);
// http(s), mailto and tel links, or a relative URL (no scheme before the first / ? #).
const SAFE_HREF = /^(?:https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i;
const TAG = /<[^>]*>/g;

/** The part of a DOM node the conversion reads: the browser's, or a server DOM's (linkedom…). */
export interface RichTextSourceNode {
  readonly nodeType: number;
  readonly nodeValue: string | null;
  readonly localName?: string;
  readonly childNodes: ArrayLike<RichTextSourceNode>;
  getAttribute?(name: string): string | null;
}

/**
 * Converts parsed HTML nodes (the children of a `body`) into sanitised rich text, keeping only the
 * allowed elements and safe links. `parseRichText` uses it on the browser's `DOMParser`; a server
 * that renders the banner uses it on the nodes of a server DOM, so both sides build the same tree.
 */
export function richTextFromNodes(nodes: ArrayLike<RichTextSourceNode>): RichTextNode[] {
  return convert(nodes);
}

function convert(nodes: ArrayLike<RichTextSourceNode>): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of Array.from(nodes)) {
    if (node.nodeType === 3) out.push(node.nodeValue ?? '');
    if (node.nodeType !== 1) continue;
    const element = node;
    const tag = (element.localName ?? '').toLowerCase();
    if (DROPPED.has(tag)) continue;
    const children = convert(element.childNodes);
    if (!KEPT.has(tag)) {
      out.push(...children);
      continue;
    }
    const href = tag === 'a' ? element.getAttribute?.('href')?.trim() : undefined;
    out.push({
      tag: tag as RichTextTag,
      ...(href && SAFE_HREF.test(href) ? { href } : {}),
      children,
    });
  }
  return out;
}

/**
 * Parses the owner's notice (rich text HTML) into a tree that keeps only paragraphs, line
 * breaks, emphasis and safe links: no script, style, event handler or `javascript:` URL survives.
 * The HTML is parsed in an inert document (nothing runs or loads). Without a DOM (server), the
 * tags are stripped and the text kept: a server that renders the banner parses the notice with a
 * DOM of its own and `richTextFromNodes` instead (the banner's `notice` prop).
 */
export function parseRichText(html: string): RichTextNode[] {
  if (typeof DOMParser === 'undefined') return [html.replace(TAG, '')];
  return convert(new DOMParser().parseFromString(html, 'text/html').body.childNodes);
}

/** The text of a tree, blocks and line breaks read as spaces, whitespace collapsed. */
export function richTextToPlainText(nodes: readonly RichTextNode[]): string {
  const text = (list: readonly RichTextNode[]): string =>
    list
      .map((node) =>
        typeof node === 'string'
          ? node
          : node.tag === 'br' || node.tag === 'p'
            ? ` ${text(node.children)} `
            : text(node.children),
      )
      .join('');
  return text(nodes).replace(/\s+/g, ' ').trim();
}
