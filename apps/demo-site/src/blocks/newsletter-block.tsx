import { NewsletterBlock, type NewsletterDefinition } from '@vitrine/forms/newsletter';
import type { BlockProps } from '@vitrine/runtime/registry';
import { useState } from 'react';
import { type Decoded, fail, isRecord, ok } from './decode-helpers';
import { createFormCensus } from './form-census';
import { type FormPostData, splitFormPostData } from './form-post';
import { usePageEnvironment } from './page-environment';

/** A newsletter block's data: its definition, and its HTML post settings (see form-post.ts). */
export interface NewsletterBlockData extends FormPostData {
  readonly definition: NewsletterDefinition;
}

export function decode(input: unknown): Decoded<NewsletterBlockData> {
  if (!isRecord(input)) return fail('Newsletter block data has no id.');
  const { definition, post } = splitFormPostData(input);
  if (typeof definition.id !== 'string') return fail('Newsletter block data has no id.');
  return ok({ definition: definition as unknown as NewsletterDefinition, ...post });
}

export function Component({ data }: BlockProps<NewsletterBlockData>) {
  const environment = usePageEnvironment();
  const [census] = useState(() => createFormCensus(environment.census));
  return (
    <NewsletterBlock
      definition={data.definition}
      htmlPost={data.htmlPost}
      posted={data.posted}
      headingLevel={2}
      search={environment.search}
      dataLayer={environment.dataLayer}
      censusFields={census.fields}
      onRender={census.onRender}
    />
  );
}
