// Server rendering at build time (node): the same 60 blocks as islands (each block rendered on
// its own inside its element, as the runtime's markup contract says) and as one React tree.
import { renderToString } from 'react-dom/server';
import { BLOCK_COMPONENTS, Page } from './page';
import { PAGE_BLOCKS } from './page-blocks';

const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The blocks' elements, each holding its own server-rendered block. */
export function renderIslands(): string {
  return PAGE_BLOCKS.map((block) => {
    const Component = BLOCK_COMPONENTS[block.kind];
    const inner = renderToString(<Component data={block.data} />);
    return `<div data-block-kind="${block.kind}" data-block-json="${escapeAttribute(JSON.stringify(block.data))}">${inner}</div>`;
  }).join('');
}

/** The whole page rendered as one tree. */
export function renderOneRoot(): string {
  return renderToString(<Page blocks={PAGE_BLOCKS} />);
}
