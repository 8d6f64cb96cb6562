'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';

/** The '(obligatoire)' mark after the label of a required field. */
export function RequiredMark({ required }: { readonly required?: boolean }) {
  const t = useTranslator(forms);
  if (!required) return null;
  // The space stays outside the span so every accessible-name algorithm keeps it.
  return (
    <>
      {' '}
      <span className="vitrine-form-field__required">({t('forms.required')})</span>
    </>
  );
}
