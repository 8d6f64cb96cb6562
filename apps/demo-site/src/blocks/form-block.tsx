import { type FormDefinition, parseFormDefinition } from '@vitrine/forms/definition';
import { FormBlock } from '@vitrine/forms/form';
import type { BlockProps } from '@vitrine/runtime/registry';
import { useState } from 'react';
import { type Decoded, fail, isRecord, ok } from './decode-helpers';
import { createFormCensus } from './form-census';
import { type FormPostData, splitFormPostData } from './form-post';
import { usePageEnvironment } from './page-environment';

/** A form block's data: its definition, and its HTML post settings (see form-post.ts). */
export interface FormBlockData extends FormPostData {
  readonly definition: FormDefinition;
}

/** Spec 000 §8: a form that cannot be rendered is a console-only error ('Could not render form'). */
export function decode(input: unknown): Decoded<FormBlockData> {
  const decoded = readFormDefinition(input);
  if (!decoded.ok) console.error(`Could not render form: ${decoded.error.message}`);
  return decoded;
}

function readFormDefinition(input: unknown): Decoded<FormBlockData> {
  if (!isRecord(input)) return fail('Form block data has no id or no fields.');
  const { definition, post } = splitFormPostData(input);
  if (typeof definition.id !== 'string' || !Array.isArray(definition.fields))
    return fail('Form block data has no id or no fields.');
  // The forms package types it and leaves bad fields out: reported here, since FormBlock gets
  // the definition already normalised.
  const parsed = parseFormDefinition(definition);
  if (!parsed.ok) return fail(parsed.error.message);
  for (const warning of parsed.warnings) console.warn(`@vitrine/forms: ${warning}`);
  return ok({ definition: parsed.value, ...post });
}

export function Component({ data }: BlockProps<FormBlockData>) {
  const environment = usePageEnvironment();
  const [census] = useState(() => createFormCensus(environment.census));
  return (
    <FormBlock
      definition={data.definition}
      htmlPost={data.htmlPost}
      posted={data.posted}
      headingLevel={3}
      search={environment.search}
      dataLayer={environment.dataLayer}
      captchaSettings={environment.context?.captchaSettings ?? null}
      censusFields={census.fields}
      onRender={census.onRender}
    />
  );
}
