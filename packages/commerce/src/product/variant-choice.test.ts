import type { Product } from '@vitrine/core-data/schemas/product';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printProduct } from './print-fixture';
import {
  defaultSelection,
  findVariant,
  SYNTHETIC_OPTION_NAME,
  variantChoiceKind,
  variantOptions,
} from './variant-choice';

// The demo's print: two formats, both on sale.
const print = printProduct();

const tshirt: Product = {
  productType: 'PHYSICAL',
  variants: [
    {
      sku: 'TS-S-ROUGE',
      qtyInStock: 0,
      optionValues: [
        { optionName: 'Taille', value: 'S' },
        { optionName: 'Couleur', value: 'Rouge' },
      ],
    },
    {
      sku: 'TS-M-ROUGE',
      qtyInStock: 3,
      optionValues: [
        { optionName: 'Taille', value: 'M' },
        { optionName: 'Couleur', value: 'Rouge' },
      ],
    },
    {
      sku: 'TS-S-BLEU',
      qtyInStock: 0,
      optionValues: [
        { optionName: 'Couleur', value: 'Bleu' },
        { optionName: 'Taille', value: 'S' },
      ],
    },
    {
      sku: 'TS-M-BLEU',
      unlimited: true,
      optionValues: [
        { optionName: 'Taille', value: 'M' },
        { optionName: 'Couleur', value: 'Bleu' },
      ],
    },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('variantOptions (spec 000 §3 "Variant": optionValues, each with a value)', () => {
  it('lists the print’s Format option with its two values', () => {
    expect(variantOptions(print)).toEqual([
      {
        name: 'Format',
        values: ['30 × 40 cm', '50 × 70 cm'],
        soldOutValues: [],
        synthetic: false,
      },
    ]);
  });

  it('keeps option names and values in first-seen order, each value once', () => {
    const options = variantOptions(tshirt);
    expect(options.map((option) => option.name)).toEqual(['Taille', 'Couleur']);
    expect(options[0]?.values).toEqual(['S', 'M']);
    expect(options[1]?.values).toEqual(['Rouge', 'Bleu']);
  });

  it('marks a value sold out only when every variant carrying it is sold out', () => {
    const [taille, couleur] = variantOptions(tshirt);
    // Both S variants have 0 in stock; M is in stock in red (3) and unlimited in blue.
    expect(taille?.soldOutValues).toEqual(['S']);
    expect(couleur?.soldOutValues).toEqual([]);
  });

  it('makes up one option for several variants without option values: SKU, else Option N', () => {
    const giftCard: Product = {
      productType: 'GIFT_CARD',
      variants: [{ sku: 'CADEAU-25', price: 2500 }, { price: 5000 }, { sku: 'CADEAU-100' }],
    };
    expect(variantOptions(giftCard)).toEqual([
      {
        name: SYNTHETIC_OPTION_NAME,
        values: ['CADEAU-25', 'Option 2', 'CADEAU-100'],
        soldOutValues: [],
        synthetic: true,
      },
    ]);
  });

  it('labels made-up values by their unnamed option values, and never twice the same', () => {
    const product: Product = {
      productType: 'PHYSICAL',
      variants: [
        { sku: 'A', optionValues: [{ value: 'Rouge' }] },
        { sku: 'B', optionValues: [{ value: 'Bleu' }] },
        { sku: 'C', optionValues: [{ value: 'Bleu' }] },
      ],
    };
    expect(variantOptions(product)[0]?.values).toEqual(['Rouge', 'Bleu', 'Option 3']);
  });

  it('has no option for a single variant without option values', () => {
    expect(variantOptions({ productType: 'PHYSICAL', variants: [{ price: 1200 }] })).toEqual([]);
  });

  it('warns and gives no option when variants is missing or not an array', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(variantOptions({ productType: 'PHYSICAL' })).toEqual([]);
    expect(variantOptions({ productType: 'PHYSICAL', variants: 'SQ-TIR-3040' } as never)).toEqual(
      [],
    );
    expect(variantOptions(null as never)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('warns and skips optionValues that is not an array', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const product = {
      productType: 'PHYSICAL',
      variants: [
        { sku: 'SQ-TIR-3040', optionValues: '30 × 40 cm' },
        { sku: 'SQ-TIR-5070', optionValues: [{ optionName: 'Format', value: '50 × 70 cm' }] },
      ],
    } as never;
    expect(variantOptions(product)).toEqual([
      { name: 'Format', values: ['50 × 70 cm'], soldOutValues: [], synthetic: false },
    ]);
    expect(warn).toHaveBeenCalled();
    expect(warn.mock.calls.flat().join(' ')).toContain('SQ-TIR-3040');
  });

  it('does not warn for a digital product priced on its own (spec 000 §3)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(variantOptions({ productType: 'DIGITAL', priceCents: 1900 })).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('findVariant', () => {
  it('finds the 50 × 70 cm print', () => {
    expect(findVariant(print, { Format: '50 × 70 cm' })?.id).toBe('var-tirage-50x70');
  });

  it('matches every option, whatever order the variant lists them in', () => {
    expect(findVariant(tshirt, { Taille: 'S', Couleur: 'Bleu' })?.sku).toBe('TS-S-BLEU');
    expect(findVariant(tshirt, { Couleur: 'Rouge', Taille: 'M' })?.sku).toBe('TS-M-ROUGE');
  });

  it('finds nothing for an unknown value or an option left unchosen', () => {
    expect(findVariant(print, { Format: '70 × 100 cm' })).toBeUndefined();
    expect(findVariant(tshirt, { Taille: 'M' })).toBeUndefined();
    expect(findVariant(print, {})).toBeUndefined();
  });

  it('finds a made-up option’s variant by its label', () => {
    const product: Product = {
      productType: 'GIFT_CARD',
      variants: [{ sku: 'CADEAU-25' }, { sku: 'CADEAU-50' }],
    };
    expect(findVariant(product, { [SYNTHETIC_OPTION_NAME]: 'CADEAU-50' })?.sku).toBe('CADEAU-50');
  });

  it('finds the only variant of a product without options from the empty selection', () => {
    expect(findVariant({ productType: 'PHYSICAL', variants: [{ sku: 'MUG-01' }] }, {})?.sku).toBe(
      'MUG-01',
    );
  });

  it('never throws on broken data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(findVariant({ productType: 'PHYSICAL', variants: [null] } as never, {})).toBeUndefined();
    expect(findVariant(undefined as never, { Format: '30 × 40 cm' })).toBeUndefined();
    expect(findVariant(print, null as never)).toBeUndefined();
  });
});

describe('defaultSelection', () => {
  it('starts the print on its first format, which is in stock', () => {
    expect(defaultSelection(print)).toEqual({ Format: '30 × 40 cm' });
  });

  it('skips sold-out variants', () => {
    // TS-S-ROUGE has 0 left: the first in stock is TS-M-ROUGE.
    expect(defaultSelection(tshirt)).toEqual({ Taille: 'M', Couleur: 'Rouge' });
  });

  it('falls back to the first variant when every one is sold out', () => {
    const soldOut: Product = {
      productType: 'PHYSICAL',
      variants: [
        { qtyInStock: 0, optionValues: [{ optionName: 'Format', value: 'A3' }] },
        { qtyInStock: 0, optionValues: [{ optionName: 'Format', value: 'A2' }] },
      ],
    };
    expect(defaultSelection(soldOut)).toEqual({ Format: 'A3' });
  });

  it('counts a variant without stock fields as available, as isVariantInStock does', () => {
    const product: Product = {
      productType: 'PHYSICAL',
      variants: [
        { qtyInStock: 0, optionValues: [{ optionName: 'Format', value: 'A3' }] },
        { optionValues: [{ optionName: 'Format', value: 'A2' }] },
      ],
    };
    expect(defaultSelection(product)).toEqual({ Format: 'A2' });
  });

  it('is empty for a product without variants, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(defaultSelection({ productType: 'SERVICE', variants: [] })).toEqual({});
    expect(defaultSelection({ productType: 'SERVICE' })).toEqual({});
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('variantChoiceKind', () => {
  it('tells options, a single variant and no variant apart (spec 000 §8)', () => {
    expect(variantChoiceKind(print)).toBe('options');
    expect(variantChoiceKind({ productType: 'PHYSICAL', variants: [{ sku: 'MUG-01' }] })).toBe(
      'single',
    );
    expect(variantChoiceKind({ productType: 'DIGITAL', priceCents: 1900 })).toBe('single');
    expect(variantChoiceKind({ productType: 'PHYSICAL', variants: [] })).toBe('none');
  });

  it('says none when every variant is broken', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(variantChoiceKind({ productType: 'PHYSICAL', variants: [null, 3] } as never)).toBe(
      'none',
    );
  });
});
