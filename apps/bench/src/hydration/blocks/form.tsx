import { FormBlock } from '@vitrine/forms/form';
import { objectDecoder } from './decode';

type FormDefinition = Parameters<typeof FormBlock>[0]['definition'];

export const decode = objectDecoder<FormDefinition>('form', (value) => Array.isArray(value.fields));

/** A form block (spec 000 §3–5). */
export function Component({ data }: { data: FormDefinition }) {
  return <FormBlock definition={data} headingLevel={3} />;
}
