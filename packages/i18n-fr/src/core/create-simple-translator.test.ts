import { describe, expect, it } from 'vitest';
import { compileMessages } from './compile-messages';
import { createSimpleTranslator } from './create-simple-translator';
import type { TranslationError } from './translation-error';

const demo = compileMessages({
  'demo.literal': 'Panier',
  'demo.slide': '{index} sur {total}',
});

function collectErrors(): { errors: TranslationError[]; onError: (e: TranslationError) => void } {
  const errors: TranslationError[] = [];
  return { errors, onError: (error) => errors.push(error) };
}

describe('createSimpleTranslator', () => {
  it('returns literal messages and fills plain arguments', () => {
    const t = createSimpleTranslator(demo);
    expect(t('demo.literal')).toBe('Panier');
    expect(t('demo.slide', { index: 2, total: 5 })).toBe('2 sur 5');
  });

  it('applies compiled overrides over the catalogue', () => {
    const t = createSimpleTranslator(demo, {
      overrides: compileMessages({ 'demo.slide': 'Image {index}/{total}', 'demo.literal': 'Sac' }),
    });
    expect(t('demo.slide', { index: 1, total: 3 })).toBe('Image 1/3');
    expect(t('demo.literal')).toBe('Sac');
  });

  it('returns the key and reports a missing key (JavaScript callers)', () => {
    const { errors, onError } = collectErrors();
    const t = createSimpleTranslator(demo, { onError });
    const untyped = t as unknown as (key: string) => string;
    expect(untyped('demo.nope')).toBe('demo.nope');
    expect(untyped('toString')).toBe('toString');
    expect(untyped('__proto__')).toBe('__proto__');
    expect(errors.map((error) => [error.code, error.key])).toEqual([
      ['MISSING_KEY', 'demo.nope'],
      ['MISSING_KEY', 'toString'],
      ['MISSING_KEY', '__proto__'],
    ]);
  });

  it('returns an uncompiled ICU string unformatted and reports it', () => {
    const { errors, onError } = collectErrors();
    const t = createSimpleTranslator(demo, {
      overrides: { 'demo.slide': '{index} de {total}' },
      onError,
    });
    expect(t('demo.slide', { index: 1, total: 2 })).toBe('{index} de {total}');
    expect(errors.map((error) => [error.code, error.key])).toEqual([
      ['UNCOMPILED_MESSAGE', 'demo.slide'],
    ]);
  });

  it('returns the key and reports a missing value', () => {
    const { errors, onError } = collectErrors();
    const t = createSimpleTranslator(demo, { onError });
    expect(t('demo.slide', { index: 1 })).toBe('demo.slide');
    expect(errors.map((error) => [error.code, error.key, error.cause])).toEqual([
      ['FORMAT_FAILED', 'demo.slide', { reason: 'missing-value', argument: 'total' }],
    ]);
  });

  it('returns the key and reports an override that needs the full translator', () => {
    const { errors, onError } = collectErrors();
    const t = createSimpleTranslator(demo, {
      overrides: compileMessages({ 'demo.slide': '{index, number} sur {total}' }),
      onError,
    });
    expect(t('demo.slide', { index: 1, total: 2 })).toBe('demo.slide');
    expect(errors.map((error) => [error.code, error.cause])).toEqual([
      ['FORMAT_FAILED', { reason: 'not-simple', elementType: 2 }],
    ]);
  });

  it('never throws without onError', () => {
    const t = createSimpleTranslator(demo);
    expect(() => t('demo.slide')).not.toThrow();
  });

  it('tells which keys exist and its locale, fr-FR by default', () => {
    const t = createSimpleTranslator(demo);
    expect(t.has('demo.slide')).toBe(true);
    expect(t.has('constructor')).toBe(false);
    expect(t.has('__proto__')).toBe(false);
    expect(t.locale).toBe('fr-FR');
    expect(createSimpleTranslator(demo, { locale: 'fr-CA' }).locale).toBe('fr-CA');
  });
});
