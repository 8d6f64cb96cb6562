import { type FormDefinition, parseFormDefinition } from '@vitrine/forms/definition';
import { FormBlock } from '@vitrine/forms/form';
import type { BlockProps } from '@vitrine/runtime/registry';
import { type Decoded, fail, isRecord, ok } from './decode-helpers';
import { pageEnvironment } from './environment';

export function decode(input: unknown): Decoded<FormDefinition> {
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
  const environment = pageEnvironment();
  return (
    <FormBlock
      definition={data}
      headingLevel={3}
      search={environment.search}
      dataLayer={environment.dataLayer}
      captchaSettings={environment.context?.captchaSettings ?? null}
      onRender={(event) => environment.census?.formRender({ ...event })}
    />
  );
}
