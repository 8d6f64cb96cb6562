import { LIKERT_SCALE } from '@vitrine/forms/core';
import type { FormField } from '@vitrine/forms/definition';
import { createTranslator } from '@vitrine/i18n-fr/format';
import { forms } from '@vitrine/i18n-fr/forms';
import { serverText } from '../catalogue/server-text';

const translate = createTranslator(forms);

/** What the owner reads for an empty answer. */
export const EMPTY_ANSWER = serverText('server.owner.emptyAnswer');

const DATE_FORMAT = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

function texts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.map((part) => (typeof part === 'string' ? part.trim() : ''))
    : [];
}

function formatDate(parts: string[]): string {
  const [day, month, year] = parts.map(Number);
  if (day && month && year) {
    const date = new Date(Date.UTC(year, month - 1, day));
    if (date.getUTCDate() === day && date.getUTCMonth() === month - 1)
      return DATE_FORMAT.format(date);
  }
  return parts.filter(Boolean).join('/');
}

function formatTime(parts: string[]): string {
  const [hour = '', minute = '', second = ''] = parts;
  const pad = (text: string) => text.padStart(2, '0');
  if (!hour && !minute) return '';
  return [pad(hour), pad(minute), ...(second ? [pad(second)] : [])].join(':');
}

function likertLabel(answer: unknown): string {
  const step = LIKERT_SCALE.find((candidate) => String(candidate.value) === String(answer));
  return step ? translate(step.label) : String(answer);
}

/**
 * A stored value as plain text for the owner's page (not yet escaped): names and phone numbers
 * joined by spaces, addresses by commas, a date in French, a time as hh:mm, checked options and
 * likert answers ('statement : D’accord') one per line. Empty answers read 'Non renseigné'.
 */
export function formatSubmissionValue(field: FormField | undefined, value: unknown): string {
  let text = '';
  if (typeof value === 'string' || typeof value === 'number') text = String(value);
  else if (Array.isArray(value)) {
    const parts = texts(value);
    switch (field?.type) {
      case 'date':
        text = formatDate(parts);
        break;
      case 'time':
        text = formatTime(parts);
        break;
      case 'address':
        text = parts.filter(Boolean).join(', ');
        break;
      case 'checkbox':
        text = parts.filter(Boolean).join('\n');
        break;
      case 'phone': {
        const [country = '', ...local] = parts;
        text = [country ? (country.startsWith('+') ? country : `+${country}`) : '', ...local]
          .filter(Boolean)
          .join(' ');
        break;
      }
      default:
        text = parts.filter(Boolean).join(' ');
    }
  } else if (typeof value === 'object' && value !== null) {
    text = Object.entries(value)
      .map(([statement, answer]) => `${statement}\u00a0: ${likertLabel(answer)}`)
      .join('\n');
  }
  return text.trim() === '' ? EMPTY_ANSWER : text;
}
