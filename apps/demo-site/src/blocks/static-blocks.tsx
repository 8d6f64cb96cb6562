import type { BlockProps } from '@vitrine/runtime/registry';
import type { ComponentType } from 'react';
import { ResponsiveImage, type ResponsiveImageData, readImage } from '../render/responsive-image';
import { type Decoded, fail, isRecord, listOf, num, ok, safeHref, text } from './decode-helpers';

/**
 * Blocks with no behaviour: rendered on the server only, they ship no JavaScript (the client
 * registry has no loader for them). Each still decodes its data at the edge.
 */
interface StaticBlock<T> {
  readonly decode: (input: unknown) => Decoded<T>;
  readonly Component: ComponentType<BlockProps<T>>;
}

const defineStatic = <T,>(block: StaticBlock<T>) => block;

interface LinkData {
  readonly label: string;
  readonly href: string;
}
const readLink = (item: unknown): LinkData | undefined =>
  isRecord(item) && typeof item.label === 'string'
    ? { label: item.label, href: safeHref(item.href) }
    : undefined;

export const imageBlock = defineStatic<{
  image: ResponsiveImageData;
  caption: string;
  priority: boolean;
}>({
  decode(input) {
    const image = isRecord(input) ? readImage(input.image) : null;
    if (!image || !isRecord(input)) return fail('No image');
    return ok({ image, caption: text(input.caption), priority: input.priority === true });
  },
  Component: ({ data }) => (
    <figure className="demo-figure">
      <ResponsiveImage
        image={data.image}
        sizes="(max-width: 1100px) 100vw, 1100px"
        priority={data.priority}
      />
      {data.caption ? <figcaption>{data.caption}</figcaption> : null}
    </figure>
  ),
});

export const buttonBlock = defineStatic<LinkData>({
  decode: (input) => {
    const link = readLink(input);
    return link ? ok(link) : fail('Button block has no label.');
  },
  // Static, yet counted: the page script's one delegated listener sends button-click, and
  // telemetry button-render (spec 000 §7), for every element with this attribute.
  Component: ({ data }) => (
    <a className="demo-button" href={data.href} data-census-button={data.label}>
      {data.label}
    </a>
  ),
});

export const collectionLinkBlock = defineStatic<LinkData & { description: string }>({
  decode: (input) => {
    const link = readLink(input);
    return link && isRecord(input)
      ? ok({ ...link, description: text(input.description) })
      : fail('Collection link has no label.');
  },
  Component: ({ data }) => (
    <p className="demo-collection-link">
      <a href={data.href}>{data.label}</a>
      {data.description ? <span> — {data.description}</span> : null}
    </p>
  ),
});

export const socialLinksBlock = defineStatic<readonly LinkData[]>({
  decode: (input) => {
    const links = isRecord(input) ? listOf(input.links, readLink) : [];
    return links.length > 0 ? ok(links) : fail('Social links block has no links.');
  },
  Component: ({ data }) => (
    <ul className="demo-social">
      {data.map((link) => (
        <li key={link.label}>
          <a href={link.href} rel="noopener noreferrer me">
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  ),
});

interface Dated {
  readonly date: string;
  readonly label: string;
  readonly place: string;
}
const readDated = (item: unknown): Dated | undefined =>
  isRecord(item) && typeof item.date === 'string' && typeof item.label === 'string'
    ? { date: item.date, label: item.label, place: text(item.place) }
    : undefined;
const frenchDate = (iso: string) => {
  const date = new Date(`${iso}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

export const tourDatesBlock = defineStatic<readonly Dated[]>({
  decode: (input) => {
    const dates = isRecord(input) ? listOf(input.dates, readDated) : [];
    return dates.length > 0 ? ok(dates) : fail('Tour dates block has no dates.');
  },
  Component: ({ data }) => (
    <ul className="demo-dates">
      {data.map((item) => (
        <li key={`${item.date}-${item.label}`}>
          <time dateTime={item.date}>{frenchDate(item.date)}</time> · {item.label}
          {item.place ? ` · ${item.place}` : ''}
        </li>
      ))}
    </ul>
  ),
});

export const calendarBlock = defineStatic<{ month: string; events: readonly Dated[] }>({
  decode: (input) =>
    isRecord(input) && typeof input.month === 'string'
      ? ok({ month: input.month, events: listOf(input.events, readDated) })
      : fail('Calendar block has no month.'),
  Component: ({ data }) => (
    <table className="demo-calendar">
      <caption>{data.month}</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Événement</th>
          <th scope="col">Lieu</th>
        </tr>
      </thead>
      <tbody>
        {data.events.map((event) => (
          <tr key={`${event.date}-${event.label}`}>
            <td>
              <time dateTime={event.date}>{frenchDate(event.date)}</time>
            </td>
            <td>{event.label}</td>
            <td>{event.place}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
});

export const chartBlock = defineStatic<{
  title: string;
  bars: readonly { label: string; value: number }[];
}>({
  decode: (input) => {
    if (!isRecord(input)) return fail('Chart block data is not an object.');
    const bars = listOf(input.bars, (bar) =>
      isRecord(bar) && typeof bar.label === 'string'
        ? { label: bar.label, value: Math.max(0, num(bar.value, 0)) }
        : undefined,
    );
    return bars.length > 0
      ? ok({ title: text(input.title, 'Graphique'), bars })
      : fail('Chart has no data.');
  },
  Component: ({ data }) => {
    const max = Math.max(1, ...data.bars.map((bar) => bar.value));
    return (
      <figure className="demo-chart">
        <figcaption>{data.title}</figcaption>
        <ul className="demo-chart-bars">
          {data.bars.map((bar) => (
            <li key={bar.label} className="demo-chart-row">
              <span className="demo-chart-label">{bar.label}</span>
              <span
                className="demo-chart-bar"
                style={{ inlineSize: `${(bar.value / max) * 100}%` }}
              />
              <span className="demo-chart-value">{bar.value}</span>
            </li>
          ))}
        </ul>
      </figure>
    );
  },
});

export const searchBlock = defineStatic<{ placeholder: string }>({
  decode: (input) =>
    ok({ placeholder: isRecord(input) ? text(input.placeholder, 'Rechercher') : 'Rechercher' }),
  // A plain GET form to /search (spec 000 §2); the search-preview feature adds suggestions.
  Component: ({ data }) => (
    <search>
      <form
        className="demo-search"
        action="/search"
        method="get"
        data-vitrine-feature="search-preview"
      >
        <label htmlFor="demo-search-q">Rechercher sur le site</label>
        <input
          id="demo-search-q"
          name="q"
          type="search"
          placeholder={data.placeholder}
          autoComplete="off"
        />
        <button type="submit" className="demo-button">
          Rechercher
        </button>
      </form>
    </search>
  ),
});

export const summaryBlock = defineStatic<readonly (LinkData & { excerpt: string })[]>({
  decode: (input) => {
    const items = isRecord(input)
      ? listOf(input.items, (item) => {
          const link = readLink(item);
          return link && isRecord(item) ? { ...link, excerpt: text(item.excerpt) } : undefined;
        })
      : [];
    return items.length > 0 ? ok(items) : fail('Summary block has no items.');
  },
  Component: ({ data }) => (
    <ul className="demo-summary">
      {data.map((item) => (
        <li key={item.href + item.label}>
          <a href={item.href}>{item.label}</a>
          {item.excerpt ? <p>{item.excerpt}</p> : null}
        </li>
      ))}
    </ul>
  ),
});
