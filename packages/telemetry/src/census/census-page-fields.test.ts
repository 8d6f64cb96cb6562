import { describe, expect, it } from 'vitest';
import { censusPageFields } from './census-page-fields';

describe('censusPageFields', () => {
  it('lists the website, template, collection and item ids and the url', () => {
    expect(
      censusPageFields(
        {
          website: { id: 'w' },
          templateId: 't',
          collection: { id: 'c' },
          item: { id: 'i' },
          storeSettings: { selectedCurrency: 'EUR' },
        },
        { href: 'https://exemple.fr/a' },
      ),
    ).toEqual({
      websiteId: 'w',
      templateId: 't',
      collectionId: 'c',
      itemId: 'i',
      url: 'https://exemple.fr/a',
    });
  });

  it('leaves absent values out', () => {
    expect(
      censusPageFields({ storeSettings: { selectedCurrency: 'EUR' }, item: null }, undefined),
    ).toEqual({});
  });
});
