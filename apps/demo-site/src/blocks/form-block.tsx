import type { FormDefinition } from '@vitrine/forms/definition';
import { FormBlock } from '@vitrine/forms/form';
import type { BlockProps } from '@vitrine/runtime/registry';
import { type Decoded, fail, isRecord, ok } from './decode-helpers';
import { pageEnvironment } from './environment';

export function decode(input: unknown): Decoded<FormDefinition> {
  // The forms package checks every field itself (bad fields are left out with a warning).
  if (!isRecord(input) || typeof input.id !== 'string' || !Array.isArray(input.fields))
    return fail('Form block data has no id or no fields.');
  return ok(input as unknown as FormDefinition);
}

export function Component({ data }: BlockProps<FormDefinition>) {
  const environment = pageEnvironment();
  return (
    <FormBlock
      definition={data}
      headingLevel={3}
      search={environment.search}
      captchaSettings={environment.context?.captchaSettings ?? null}
      onRender={(event) => environment.census?.formRender({ ...event })}
    />
  );
}
