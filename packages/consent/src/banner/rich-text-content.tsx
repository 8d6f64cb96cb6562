'use client';
import { Fragment } from 'react';
import type { RichTextNode } from './rich-text';

export interface RichTextContentProps {
  readonly nodes: readonly RichTextNode[];
}

/** Renders sanitised rich text (see `parseRichText`) as React elements, never as raw HTML. */
export function RichTextContent({ nodes }: RichTextContentProps) {
  // The tree is static and its nodes have no identity: their index is their key.
  return nodes.map((node, index) => {
    const key = index;
    if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
    const Tag = node.tag;
    if (Tag === 'br') return <br key={key} />;
    return (
      <Tag key={key} {...(Tag === 'a' ? { href: node.href } : {})}>
        <RichTextContent nodes={node.children} />
      </Tag>
    );
  });
}
