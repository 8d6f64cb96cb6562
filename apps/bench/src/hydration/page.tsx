import type { ComponentType } from 'react';
import * as accordion from './blocks/accordion';
import * as form from './blocks/form';
import * as gallery from './blocks/gallery';
import * as marquee from './blocks/marquee';
import * as menu from './blocks/menu';
import * as newsletter from './blocks/newsletter';
import * as video from './blocks/video';
import type { BenchBlockKind, PageBlock } from './page-blocks';

// biome-ignore lint/suspicious/noExplicitAny: each block's data type goes with its own component
type AnyComponent = ComponentType<{ data: any }>;

/** Every block module, statically imported (the server render and the one-root page). */
export const BLOCK_COMPONENTS: Record<BenchBlockKind, AnyComponent> = {
  accordion: accordion.Component,
  menu: menu.Component,
  marquee: marquee.Component,
  gallery: gallery.Component,
  video: video.Component,
  form: form.Component,
  newsletter: newsletter.Component,
};

/** The block's element of the markup contract, with the block inside (one-root rendering). */
export function BlockElement({ block }: { block: PageBlock }) {
  const Component = BLOCK_COMPONENTS[block.kind];
  return (
    <div data-block-kind={block.kind} data-block-json={JSON.stringify(block.data)}>
      <Component data={block.data} />
    </div>
  );
}

/** The whole page as one React tree. */
export function Page({ blocks }: { blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks never move
        <BlockElement key={index} block={block} />
      ))}
    </>
  );
}
