import type { BlockProps } from '@vitrine/runtime/registry';
import { Accordion } from '@vitrine/ui/accordion';
import { type Decoded, fail, isRecord, listOf, ok, text } from './decode-helpers';

interface AccordionData {
  readonly items: readonly { readonly title: string; readonly paragraphs: readonly string[] }[];
  readonly allowMultiple: boolean;
  readonly expandFirstItem: boolean;
}

export function decode(input: unknown): Decoded<AccordionData> {
  if (!isRecord(input)) return fail('Accordion block data is not an object.');
  const items = listOf(input.items, (item) =>
    isRecord(item) && typeof item.title === 'string'
      ? { title: item.title, paragraphs: listOf(item.paragraphs, (p) => text(p) || undefined) }
      : undefined,
  );
  if (items.length === 0) return fail('Accordion block has no items.');
  return ok({
    items,
    allowMultiple: input.allowMultiple === true,
    expandFirstItem: input.expandFirstItem === true,
  });
}

export function Component({ data }: BlockProps<AccordionData>) {
  return (
    <Accordion
      allowMultiple={data.allowMultiple}
      expandFirstItem={data.expandFirstItem}
      items={data.items.map((item, index) => ({
        id: String(index),
        title: item.title,
        content: item.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
      }))}
    />
  );
}
