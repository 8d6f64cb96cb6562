/** The first player tag of some embed code, with its attributes (names in lower case). */
export interface EmbedTag {
  readonly tag: 'iframe' | 'object' | 'embed';
  readonly attributes: Readonly<Record<string, string>>;
}

const TAG = /<(iframe|object|embed)(?=[\s/>])/gi;
const ATTRIBUTE = /\s*([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?|\s*\/?/y;
const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };

const decode = (value: string) =>
  value.replace(
    /&(?:#(x?)([\da-f]+)|([a-z]+));/gi,
    (entity, hex: string, code: string, name: string) => {
      const point = code ? Number.parseInt(code, hex ? 16 : 10) : 0;
      return name
        ? (ENTITIES[name.toLowerCase()] ?? entity)
        : point <= 0x10ffff
          ? String.fromCodePoint(point)
          : entity;
    },
  );

/**
 * Finds the first `<iframe>`, `<object>` or `<embed>` start tag of embed code and reads its
 * attributes, in one pass over the text. The code is never parsed as HTML into the page: the
 * player is built from what this returns.
 */
export function scanEmbedHtml(html: string, from = 0): EmbedTag | null {
  TAG.lastIndex = from;
  const found = TAG.exec(html);
  if (!found) return null;
  const attributes: Record<string, string> = {};
  ATTRIBUTE.lastIndex = TAG.lastIndex;
  for (let match = ATTRIBUTE.exec(html); match?.[0]; match = ATTRIBUTE.exec(html)) {
    const [, name, ...values] = match;
    if (name)
      attributes[name.toLowerCase()] ??= decode(values.find((value) => value !== undefined) ?? '');
  }
  return { tag: (found[1] as string).toLowerCase() as EmbedTag['tag'], attributes };
}
