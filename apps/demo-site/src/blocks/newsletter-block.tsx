import { NewsletterBlock, type NewsletterDefinition } from '@vitrine/forms/newsletter';
import type { BlockProps } from '@vitrine/runtime/registry';
import { useState } from 'react';
import { type Decoded, fail, isRecord, ok } from './decode-helpers';
import { createFormCensus } from './form-census';
import { usePageEnvironment } from './page-environment';

export function decode(input: unknown): Decoded<NewsletterDefinition> {
  if (!isRecord(input) || typeof input.id !== 'string')
    return fail('Newsletter block data has no id.');
  return ok(input as unknown as NewsletterDefinition);
}

export function Component({ data }: BlockProps<NewsletterDefinition>) {
  const environment = usePageEnvironment();
  const [census] = useState(() => createFormCensus(environment.census));
  return (
    <NewsletterBlock
      definition={data}
      headingLevel={2}
      search={environment.search}
      dataLayer={environment.dataLayer}
      censusFields={census.fields}
      onRender={census.onRender}
    />
  );
}
