import {
  type RichTextNode,
  type RichTextSourceNode,
  richTextFromNodes,
} from '@vitrine/consent/banner';
import { parse } from 'parse5';

/** The fields of parse5's default tree nodes the adapter reads. */
interface Parse5Node {
  readonly nodeName: string;
  readonly tagName?: string;
  readonly value?: string;
  readonly attrs?: readonly { readonly name: string; readonly value: string }[];
  readonly childNodes?: readonly Parse5Node[];
  /** A `<template>`'s children live in its content fragment. */
  readonly content?: Parse5Node;
}

function adapt(node: Parse5Node): RichTextSourceNode {
  const children = node.childNodes ?? node.content?.childNodes ?? [];
  if (node.nodeName === '#text') {
    return { nodeType: 3, nodeValue: node.value ?? '', childNodes: [] };
  }
  if (!node.tagName) return { nodeType: 8, nodeValue: null, childNodes: [] }; // comment…
  return {
    nodeType: 1,
    nodeValue: null,
    localName: node.tagName,
    childNodes: children.map(adapt),
    getAttribute: (name) => node.attrs?.find((attribute) => attribute.name === name)?.value ?? null,
  };
}

/**
 * The owner's rich text parsed on the server the way the browser's `DOMParser` parses it (parse5
 * implements the HTML standard's parser), then sanitised by the consent package's own rules: the
 * server-rendered banner then holds the tree the browser builds, and hydrates.
 */
export function parseRichTextOnServer(html: string): RichTextNode[] {
  // A whole document, as `DOMParser.parseFromString(html, 'text/html')` parses it; its body.
  const document = parse(html) as unknown as Parse5Node;
  const child = (node: Parse5Node | undefined, name: string) =>
    node?.childNodes?.find((item) => item.nodeName === name);
  const body = child(child(document, 'html'), 'body');
  return richTextFromNodes((body?.childNodes ?? []).map(adapt));
}
