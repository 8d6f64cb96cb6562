import { Tabs } from '@vitrine/ui/tabs';
import { objectDecoder } from './decode';

export interface MenuBlockData {
  readonly title: string;
  readonly sections: readonly {
    readonly key: string;
    readonly label: string;
    readonly dishes: readonly { readonly name: string; readonly price: string }[];
  }[];
}

export const decode = objectDecoder<MenuBlockData>('menu', (value) =>
  Array.isArray(value.sections),
);

/** A menu block: one tab per section (spec 001 §4 "Menu block"). */
export function Component({ data }: { data: MenuBlockData }) {
  return (
    <Tabs
      aria-label={data.title}
      items={data.sections.map((section) => ({
        key: section.key,
        label: section.label,
        content: (
          <ul>
            {section.dishes.map((dish) => (
              <li key={dish.name}>
                {dish.name} — {dish.price}
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
