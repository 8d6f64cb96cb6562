'use client';
import type { Catalogue } from '@vitrine/i18n-fr/format';
import { useContext } from 'react';
import { TranslatorContext } from '../translator/translator-context';

/**
 * Provides a catalogue message that takes no values ('à l’instant', 'Mettre en pause
 * l’animation'), or the site's override of it from the nearest `TranslatorProvider`, without
 * the ICU formatter (about 3 kB): such messages, compiled or not, are plain strings. Returns
 * the key for a message that needs values, which this hook cannot format.
 */
export function useStaticMessage<K extends string>(catalogue: Catalogue<K>, key: K): string {
  const { overrides } = useContext(TranslatorContext);
  const override = overrides?.[key];
  if (typeof override === 'string') return override;
  const message = catalogue[key];
  return typeof message === 'string' ? message : key;
}
