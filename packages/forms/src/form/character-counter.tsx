'use client';
import { forms } from '@vitrine/i18n-fr/forms';
import { useTranslator } from '@vitrine/ui/translator';
import type { CharacterCount } from '../core/character-counter';
import { visuallyHidden } from './visually-hidden';

export interface CharacterCounterProps {
  /** Referenced by the textarea's `aria-describedby`. */
  readonly id: string;
  readonly count: CharacterCount;
}

/**
 * Shows 'n / max' under a textarea with a max length, in its error state (`data-over-limit`)
 * when the text exceeds the max (spec 000 §4 "Character counter"). Screen readers get a sentence
 * instead of the slash.
 */
export function CharacterCounter({ id, count }: CharacterCounterProps) {
  const t = useTranslator(forms);
  return (
    <p className="vitrine-form-counter" data-over-limit={count.over || undefined}>
      <span aria-hidden="true">
        {t('forms.characterCount', { count: count.count, max: count.max })}
      </span>
      <span id={id} style={visuallyHidden}>
        {t('forms.characterCount.label', { count: count.count, max: count.max })}
      </span>
    </p>
  );
}
