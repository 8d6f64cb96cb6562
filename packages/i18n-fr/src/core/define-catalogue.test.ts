import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineCatalogue } from './define-catalogue';
import type { CatalogueKey, Message } from './message';

describe('defineCatalogue', () => {
  it('returns the messages unchanged and keeps the keys in the type', () => {
    const source = { 'demo.hello': 'Bonjour', 'demo.count': '{n, number}' };
    const catalogue = defineCatalogue(source);
    expect(catalogue).toBe(source);
    expectTypeOf<CatalogueKey<typeof catalogue>>().toEqualTypeOf<'demo.hello' | 'demo.count'>();
    expectTypeOf(catalogue['demo.hello']).toEqualTypeOf<Message>();
  });
});
