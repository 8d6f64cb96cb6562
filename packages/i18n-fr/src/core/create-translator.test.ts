import { describe, expect, it, vi } from 'vitest';
import { forms } from '../catalogue/forms';
import { compileMessages } from './compile-messages';
import { createTranslator } from './create-translator';
import type { TranslationError } from './translation-error';

const demo = compileMessages({
  'demo.literal': 'Déconnexion réussie',
  'demo.slide': '{index} sur {total}',
  'demo.items': '{n, plural, one {# article} many {# d’articles} other {# articles}}',
  'demo.exact': '{n, plural, =0 {Aucun} =1 {Un seul} other {#}}',
  'demo.ordinal': '{n, selectordinal, one {#er} other {#e}}',
  'demo.number': '{n, number}',
  'demo.price': '{amount, number, ::currency/EUR}',
  'demo.percent': '{ratio, number, ::percent}',
  'demo.date': '{when, date, long}',
  'demo.select': '{kind, select, rows {lignes} other {colonnes}}',
});

function collectErrors(): { errors: TranslationError[]; onError: (e: TranslationError) => void } {
  const errors: TranslationError[] = [];
  return { errors, onError: (error) => errors.push(error) };
}

describe('createTranslator', () => {
  it('returns literal messages as they are, ignoring values', () => {
    const t = createTranslator(demo);
    expect(t('demo.literal')).toBe('Déconnexion réussie');
    expect(t('demo.literal', { unused: 1 })).toBe('Déconnexion réussie');
  });

  it('fills arguments', () => {
    const t = createTranslator(demo);
    expect(t('demo.slide', { index: 2, total: 5 })).toBe('2 sur 5');
  });

  it('picks plural forms by French rules: 0 and 1.5 are singular', () => {
    const t = createTranslator(demo);
    expect(t('demo.items', { n: 0 })).toBe('0 article');
    expect(t('demo.items', { n: 1 })).toBe('1 article');
    expect(t('demo.items', { n: 1.5 })).toBe('1,5 article');
    expect(t('demo.items', { n: 2 })).toBe('2 articles');
    expect(t('demo.items', { n: 1_000_000 })).toBe('1\u202f000\u202f000 d’articles');
  });

  it('prefers =N keys over categories', () => {
    const t = createTranslator(demo);
    expect(t('demo.exact', { n: 0 })).toBe('Aucun');
    expect(t('demo.exact', { n: 1 })).toBe('Un seul');
    expect(t('demo.exact', { n: 7 })).toBe('7');
  });

  it('formats ordinals by French rules', () => {
    const t = createTranslator(demo);
    expect(t('demo.ordinal', { n: 1 })).toBe('1er');
    expect(t('demo.ordinal', { n: 2 })).toBe('2e');
  });

  it('formats numbers, currencies, percentages and dates through Intl for fr-FR', () => {
    const t = createTranslator(demo);
    expect(t('demo.number', { n: 1234.5 })).toBe('1\u202f234,5');
    expect(t('demo.price', { amount: 12.5 })).toBe('12,50\u00a0€');
    expect(t('demo.percent', { ratio: 0.25 })).toBe('25\u00a0%');
    expect(t('demo.date', { when: new Date(Date.UTC(2024, 6, 14, 12)) })).toBe('14 juillet 2024');
    expect(t('demo.select', { kind: 'rows' })).toBe('lignes');
    expect(t('demo.select', { kind: 'unknown' })).toBe('colonnes');
  });

  it('formats for another locale when asked', () => {
    const t = createTranslator(demo, { locale: 'en-US' });
    expect(t.locale).toBe('en-US');
    expect(t('demo.number', { n: 1234.5 })).toBe('1,234.5');
  });

  it('defaults to fr-FR', () => {
    expect(createTranslator(demo).locale).toBe('fr-FR');
  });

  it('applies compiled overrides over the catalogue', () => {
    const overrides = compileMessages({ 'demo.slide': 'Diapositive {index}/{total}' });
    const t = createTranslator(demo, {
      overrides: { ...overrides, 'demo.literal': 'Au revoir' },
    });
    expect(t('demo.slide', { index: 1, total: 3 })).toBe('Diapositive 1/3');
    expect(t('demo.literal')).toBe('Au revoir');
    expect(t('demo.exact', { n: 0 })).toBe('Aucun');
  });

  it('returns the key and reports a missing key (JavaScript callers)', () => {
    const { errors, onError } = collectErrors();
    const t = createTranslator(demo, { onError });
    const untyped = t as unknown as (key: string) => string;
    expect(untyped('demo.nope')).toBe('demo.nope');
    expect(untyped('toString')).toBe('toString');
    expect(untyped('__proto__')).toBe('__proto__');
    expect(errors.map((error) => [error.code, error.key])).toEqual([
      ['MISSING_KEY', 'demo.nope'],
      ['MISSING_KEY', 'toString'],
      ['MISSING_KEY', '__proto__'],
    ]);
    expect(errors[0]?.message).toBe('Missing message "demo.nope"');
  });

  it('returns an uncompiled ICU string unformatted and reports it', () => {
    const { errors, onError } = collectErrors();
    const t = createTranslator(demo, {
      overrides: { 'demo.slide': '{index} de {total}' },
      onError,
    });
    expect(t('demo.slide', { index: 1, total: 2 })).toBe('{index} de {total}');
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe('UNCOMPILED_MESSAGE');
    expect(errors[0]?.key).toBe('demo.slide');
  });

  it('returns the key and reports a formatting failure, such as a missing value', () => {
    const { errors, onError } = collectErrors();
    const t = createTranslator(demo, { onError });
    expect(t('demo.slide', { index: 1 })).toBe('demo.slide');
    expect(t('demo.items')).toBe('demo.items');
    expect(errors.map((error) => error.code)).toEqual(['FORMAT_FAILED', 'FORMAT_FAILED']);
    expect(errors[0]?.cause).toBeInstanceOf(Error);
  });

  it('never throws without onError', () => {
    const t = createTranslator(demo);
    expect(() => t('demo.slide')).not.toThrow();
  });

  it('tells which keys exist', () => {
    const t = createTranslator(demo);
    expect(t.has('demo.slide')).toBe(true);
    expect(t.has('demo.nope')).toBe(false);
    expect(t.has('constructor')).toBe(false);
    expect(t.has('__proto__')).toBe(false);
  });

  it('types the keys: an unknown key does not compile', () => {
    const onError = vi.fn();
    const t = createTranslator(forms, { onError });
    // @ts-expect-error 'forms.doesNotExist' is not a key of the forms catalogue.
    expect(t('forms.doesNotExist')).toBe('forms.doesNotExist');
    // @ts-expect-error a key of another domain is not a key of the forms catalogue either.
    expect(t('gallery.slide')).toBe('gallery.slide');
    expect(onError).toHaveBeenCalledTimes(2);
    expect(t('forms.submitting')).toBe('Envoi en cours…');
  });
});
