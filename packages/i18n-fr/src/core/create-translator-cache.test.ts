import { describe, expect, it, vi } from 'vitest';
import { compileMessages } from './compile-messages';
import { createTranslator } from './create-translator';

const constructed = vi.hoisted(() => ({ count: 0 }));

vi.mock('intl-messageformat', async (importOriginal) => {
  const actual = await importOriginal<typeof import('intl-messageformat')>();
  class CountingMessageFormat extends actual.IntlMessageFormat {
    constructor(...args: ConstructorParameters<typeof actual.IntlMessageFormat>) {
      super(...args);
      constructed.count += 1;
    }
  }
  return { ...actual, IntlMessageFormat: CountingMessageFormat, default: CountingMessageFormat };
});

describe('createTranslator caching', () => {
  it('builds one IntlMessageFormat per key and none for literal messages', () => {
    const catalogue = compileMessages({
      'demo.slide': '{index} sur {total}',
      'demo.count': '{n, number}',
      'demo.literal': 'OK',
    });
    const t = createTranslator(catalogue);
    constructed.count = 0;
    for (let index = 1; index <= 5; index += 1) {
      expect(t('demo.slide', { index, total: 5 })).toBe(`${index} sur 5`);
      expect(t('demo.count', { n: index })).toBe(String(index));
      expect(t('demo.literal')).toBe('OK');
    }
    expect(constructed.count).toBe(2);
  });
});
