import type { Product } from '@vitrine/core-data/schemas/product';
import type { Variant } from '@vitrine/core-data/schemas/variant';

/**
 * The demo shop's print, for tests and stories: two formats on sale, 12 and 4 in stock
 * (apps/demo-site/src/content/shop.ts). `large` changes its 50 × 70 cm format.
 */
export function printProduct(large: Partial<Variant> = {}): Product {
  return {
    id: 'prod-tirage-aube',
    productType: 'PHYSICAL',
    variants: [
      {
        id: 'var-tirage-30x40',
        sku: 'SQ-TIR-3040',
        price: 9000,
        salePrice: 7200,
        onSale: true,
        qtyInStock: 12,
        optionValues: [{ optionName: 'Format', value: '30 × 40 cm' }],
      },
      {
        id: 'var-tirage-50x70',
        sku: 'SQ-TIR-5070',
        price: 16000,
        salePrice: 12800,
        onSale: true,
        qtyInStock: 4,
        optionValues: [{ optionName: 'Format', value: '50 × 70 cm' }],
        ...large,
      },
    ],
  };
}
