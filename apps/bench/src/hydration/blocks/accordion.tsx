import { Accordion } from '@vitrine/ui/accordion';
import { objectDecoder } from './decode';

export interface AccordionBlockData {
  readonly items: readonly { readonly id: string; readonly title: string; readonly text: string }[];
  readonly allowMultiple?: boolean;
  readonly expandFirstItem?: boolean;
}

export const decode = objectDecoder<AccordionBlockData>('accordion', (value) =>
  Array.isArray(value.items),
);

/** An accordion block (spec 001 §4 "Accordion"). */
export function Component({ data }: { data: AccordionBlockData }) {
  return (
    <Accordion
      items={data.items.map((item) => ({
        id: item.id,
        title: item.title,
        content: <p>{item.text}</p>,
      }))}
      allowMultiple={data.allowMultiple}
      expandFirstItem={data.expandFirstItem}
      headingLevel={3}
    />
  );
}
