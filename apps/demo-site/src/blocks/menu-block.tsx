import type { BlockProps } from '@vitrine/runtime/registry';
import { Tabs } from '@vitrine/ui/tabs';
import { type Decoded, fail, isRecord, listOf, ok, text } from './decode-helpers';

interface MenuEntry {
  readonly name: string;
  readonly description: string;
  readonly price: string;
}
interface MenuData {
  readonly label: string;
  readonly menus: readonly {
    readonly key: string;
    readonly title: string;
    readonly entries: readonly MenuEntry[];
  }[];
}

export function decode(input: unknown): Decoded<MenuData> {
  if (!isRecord(input)) return fail('Menu block data is not an object.');
  const menus = listOf(input.menus, (menu) =>
    isRecord(menu) && typeof menu.key === 'string' && typeof menu.title === 'string'
      ? {
          key: menu.key,
          title: menu.title,
          entries: listOf(menu.entries, (entry) =>
            isRecord(entry) && typeof entry.name === 'string'
              ? { name: entry.name, description: text(entry.description), price: text(entry.price) }
              : undefined,
          ),
        }
      : undefined,
  );
  if (menus.length === 0) return fail('Menu block has no menus.');
  return ok({ label: text(input.label, 'Menu'), menus });
}

export function Component({ data }: BlockProps<MenuData>) {
  return (
    <Tabs
      aria-label={data.label}
      items={data.menus.map((menu) => ({
        key: menu.key,
        label: menu.title,
        content: (
          <dl className="demo-menu">
            {menu.entries.map((entry) => (
              <div key={entry.name} className="demo-menu-entry">
                <dt>{entry.name}</dt>
                <dd>
                  {entry.description ? <span>{entry.description}</span> : null}
                  {entry.price ? <strong>{entry.price}</strong> : null}
                </dd>
              </div>
            ))}
          </dl>
        ),
      }))}
    />
  );
}
