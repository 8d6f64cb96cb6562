import { type FormDefinition, parseFormDefinition } from '@vitrine/forms/definition';
import { FormBlock } from '@vitrine/forms/form';
import type { BlockProps } from '@vitrine/runtime/registry';
import { useState } from 'react';
import { type Decoded, fail, isRecord, ok } from './decode-helpers';
import { createFormCensus } from './form-census';
import { usePageEnvironment } from './page-environment';

/** Spec 000 §8: a form that cannot be rendered is a console-only error ('Could not render form'). */
export function decode(input: unknown): Decoded<FormDefinition> {
  const decoded = readFormDefinition(input);
  if (!decoded.ok) console.error(`Could not render form: ${decoded.error.message}`);
  return decoded;
}

function readFormDefinition(input: unknown): Decoded<FormDefinition> {
  if (!isRecord(input) || typeof input.id !== 'string' || !Array.isArray(input.fields))
    return fail('Form block data has no id or no fields.');
  // The forms package types it and leaves bad fields out: reported here, since FormBlock gets
  // the definition already normalised.
  const parsed = parseFormDefinition(input);
  if (!parsed.ok) return fail(parsed.error.message);
  for (const warning of parsed.warnings) console.warn(`@vitrine/forms: ${warning}`);
  return ok(parsed.value);
}

export function Component({ data }: BlockProps<FormDefinition>) {
  const environment = usePageEnvironment();
  const [census] = useState(() => createFormCensus(environment.census));
  return (
    <FormBlock
      definition={data}
      headingLevel={3}
      search={environment.search}
      dataLayer={environment.dataLayer}
      captchaSettings={environment.context?.captchaSettings ?? null}
      censusFields={census.fields}
      onRender={census.onRender}
    />
  );
}
