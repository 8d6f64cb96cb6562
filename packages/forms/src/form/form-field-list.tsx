'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import type { FormController, FormSnapshot } from '../core/form-controller';
import type { FormDefinition } from '../core/form-definition';
import { isFormLocked } from '../core/form-machine';
import { FormFieldView } from './form-field-view';
import type { HeadingLevel } from './section-heading';
import { translateMessage } from './translate-message';

export interface FormFieldListProps {
  readonly definition: FormDefinition;
  readonly controller: FormController;
  readonly snapshot: FormSnapshot;
  readonly headingLevel: HeadingLevel;
}

/** Every field of the form with its input and error, locked while submitting (spec 000 §4). */
export function FormFieldList({
  definition,
  controller,
  snapshot,
  headingLevel,
}: FormFieldListProps) {
  const t = useTranslator(forms);
  return (
    <fieldset className="vitrine-form__fields" disabled={isFormLocked(snapshot)}>
      {definition.fields.map((field) => {
        const error = snapshot.errors.fields[field.id];
        return (
          <FormFieldView
            key={field.id}
            field={field}
            input={snapshot.inputs[field.id]}
            error={error ? translateMessage(t, error) : undefined}
            onInput={(input) => controller.setInput(field.id, input)}
            headingLevel={headingLevel}
          />
        );
      })}
    </fieldset>
  );
}
