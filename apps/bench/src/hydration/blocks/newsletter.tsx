import { NewsletterBlock } from '@vitrine/forms/newsletter';
import { objectDecoder } from './decode';

type NewsletterDefinition = Parameters<typeof NewsletterBlock>[0]['definition'];

export const decode = objectDecoder<NewsletterDefinition>(
  'newsletter',
  (value) => typeof value.id === 'string',
);

/** A newsletter block. */
export function Component({ data }: { data: NewsletterDefinition }) {
  return <NewsletterBlock definition={data} headingLevel={3} />;
}
