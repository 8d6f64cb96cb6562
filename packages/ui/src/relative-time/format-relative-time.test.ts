import { common } from '@vitrine/i18n-fr/common';
import { describe, expect, it } from 'vitest';
import {
  formatRelativeTime,
  JUST_NOW,
  relativeTimeParts,
  toTimestamp,
} from './format-relative-time';

const NOW = Date.UTC(2026, 10, 21, 9, 30, 0);
const ago = (seconds: number) => NOW - seconds * 1000;

describe('formatRelativeTime (spec 001 §4, relative time)', () => {
  it('says just now at 0 s, from the catalogue', () => {
    expect(JUST_NOW).toBe('à l’instant');
    expect(JUST_NOW).toBe(common['common.justNow']);
    expect(formatRelativeTime(NOW, NOW)).toBe('à l’instant');
    expect(formatRelativeTime(ago(0.9), NOW)).toBe('à l’instant');
  });

  it('counts seconds up to 59', () => {
    expect(formatRelativeTime(ago(1), NOW)).toBe('il y a 1 seconde');
    expect(formatRelativeTime(ago(30), NOW)).toBe('il y a 30 secondes');
    expect(formatRelativeTime(ago(59.9), NOW)).toBe('il y a 59 secondes');
  });

  it('then minutes, hours, days, weeks, months and years', () => {
    expect(formatRelativeTime(ago(60), NOW)).toBe('il y a 1 minute');
    expect(formatRelativeTime(ago(5 * 60 + 30), NOW)).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(3 * 3600), NOW)).toBe('il y a 3 heures');
    expect(formatRelativeTime(ago(30 * 3600), NOW)).toBe('il y a 1 jour');
    expect(formatRelativeTime(ago(3 * 86400), NOW)).toBe('il y a 3 jours');
    expect(formatRelativeTime(ago(14 * 86400), NOW)).toBe('il y a 2 semaines');
    expect(formatRelativeTime(ago(45 * 86400), NOW)).toBe('il y a 1 mois');
    expect(formatRelativeTime(ago(800 * 86400), NOW)).toBe('il y a 2 ans');
  });

  it('says how soon a future time is', () => {
    expect(formatRelativeTime(NOW + 30_000, NOW)).toBe('dans 30 secondes');
    expect(formatRelativeTime(NOW + 2 * 3600_000, NOW)).toBe('dans 2 heures');
  });

  it('takes dates, timestamps and ISO strings', () => {
    expect(formatRelativeTime(new Date(ago(120)), new Date(NOW))).toBe('il y a 2 minutes');
    expect(formatRelativeTime(new Date(ago(120)).toISOString(), NOW)).toBe('il y a 2 minutes');
  });

  it('formats in another locale, and falls back to French for an unknown one', () => {
    expect(formatRelativeTime(ago(30), NOW, 'en-GB')).toBe('30 seconds ago');
    expect(formatRelativeTime(ago(30), NOW, 'pas une langue!')).toBe('il y a 30 secondes');
  });

  it('takes another wording for just now (a site override)', () => {
    expect(formatRelativeTime(NOW, NOW, 'fr-FR', 'maintenant')).toBe('maintenant');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatRelativeTime('pas une date', NOW)).toBe('');
    expect(formatRelativeTime(Number.NaN, NOW)).toBe('');
    expect(formatRelativeTime(NOW, 'nope' as unknown as number)).toBe('');
  });
});

describe('relativeTimeParts', () => {
  it('counts whole units towards zero', () => {
    expect(relativeTimeParts(-59.9)).toEqual({ value: -59, unit: 'second' });
    expect(relativeTimeParts(-119)).toEqual({ value: -1, unit: 'minute' });
    expect(relativeTimeParts(0.5)).toBe('just-now');
  });
});

describe('toTimestamp', () => {
  it('reads dates, numbers and strings, NaN otherwise', () => {
    expect(toTimestamp(new Date(NOW))).toBe(NOW);
    expect(toTimestamp(NOW)).toBe(NOW);
    expect(toTimestamp('2026-11-21T09:30:00Z')).toBe(NOW);
    expect(toTimestamp('')).toBeNaN();
    expect(toTimestamp(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(toTimestamp(null as unknown as string)).toBeNaN();
  });
});
