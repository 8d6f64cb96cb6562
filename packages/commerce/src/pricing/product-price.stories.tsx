import type { Meta, StoryObj } from '@storybook/react-vite';
import { CURRENCIES, CURRENCY_CODES } from '@vitrine/core-data/currencies';
import type { Product } from '@vitrine/core-data/schemas/product';
import '@vitrine/ui/tokens.css';
import { expect, waitFor, within } from 'storybook/test';
import '../styles/product-price.css';
import { Money } from '../money/money';
import { ProductPrice } from './product-price';

/** One mug at 12,00 €: the regular price, of the first story and the matrix's first row. */
const mug: Product = {
  productType: 'PHYSICAL',
  variants: [{ sku: 'MUG-01', price: 1200, qtyInStock: 8 }],
};

const tshirt: Product = {
  productType: 'PHYSICAL',
  variants: [
    {
      sku: 'TSHIRT-S',
      price: 1200,
      qtyInStock: 5,
      optionValues: [{ optionName: 'Taille', value: 'S' }],
    },
    {
      sku: 'TSHIRT-M',
      price: 1500,
      qtyInStock: 2,
      optionValues: [{ optionName: 'Taille', value: 'M' }],
    },
    {
      sku: 'TSHIRT-L',
      price: 1800,
      unlimited: true,
      optionValues: [{ optionName: 'Taille', value: 'L' }],
    },
  ],
};

const meta = {
  title: 'Commerce/Prix',
  parameters: {
    docs: {
      description: {
        component:
          'Le prix d’un produit : normal, promotionnel (l’ancien prix barré, les deux annoncés avec leur sens aux lecteurs d’écran), « À partir de » entre variantes, et épuisé. L’état est sur `data-kind` (regular, sale, from, unavailable) et `data-sold-out`.',
      },
    },
  },
  component: ProductPrice,
  args: {
    currencyCode: 'EUR',
    locale: 'fr-FR',
    product: mug,
  },
  argTypes: {
    product: {
      control: 'object',
      description:
        'Produit : productType (PHYSICAL, SERVICE, DIGITAL, GIFT_CARD), variants (price, salePrice, onSale, qtyInStock, unlimited, optionValues, sku), priceCents et salePriceCents pour un produit numérique, onSale (spec 000 §3)',
    },
    variant: { control: 'object', description: 'Variante choisie : son prix et son stock priment' },
    currencyCode: {
      control: 'select',
      options: CURRENCY_CODES,
      description: 'Devise de la boutique (USD par défaut, spec 000 §3)',
    },
    locale: { control: 'text', description: 'Langue d’affichage (fr-FR par défaut)' },
  },
} satisfies Meta<typeof ProductPrice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PrixNormal: Story = { name: 'Prix normal' };

export const Promotion: Story = {
  name: 'Prix promotionnel',
  args: {
    product: {
      productType: 'PHYSICAL',
      variants: [{ sku: 'LAMPE-01', price: 4500, salePrice: 3600, onSale: true, qtyInStock: 3 }],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('En promotion')).toBeVisible();
    await expect(canvasElement.querySelector('del')?.textContent).toBe('Prix initial 45,00\u00a0€');
  },
};

export const APartirDe: Story = {
  name: 'À partir de (variantes)',
  args: { product: tshirt },
};

export const Epuise: Story = {
  name: 'Épuisé',
  args: {
    product: {
      productType: 'PHYSICAL',
      variants: [
        { sku: 'AFFICHE-A3', price: 2500, qtyInStock: 0 },
        { sku: 'AFFICHE-A2', price: 3500, qtyInStock: 0, unlimited: false },
      ],
    },
  },
};

export const Numerique: Story = {
  name: 'Produit numérique en promotion',
  args: {
    product: { productType: 'DIGITAL', priceCents: 1900, salePriceCents: 900, onSale: true },
  },
};

export const CarteCadeau: Story = {
  name: 'Carte cadeau',
  args: {
    product: {
      productType: 'GIFT_CARD',
      variants: [
        { sku: 'CADEAU-25', price: 2500, unlimited: true },
        { sku: 'CADEAU-50', price: 5000, unlimited: true },
        { sku: 'CADEAU-100', price: 10000, unlimited: true },
      ],
    },
  },
};

export const VarianteChoisie: Story = {
  name: 'Variante choisie',
  args: { product: tshirt, variant: tshirt.variants?.[1] },
};

export const Devises: Story = {
  name: 'Montant dans les 26 devises',
  render: () => (
    <table>
      <caption>1 234,50 dans chaque devise, en français</caption>
      <thead>
        <tr>
          <th scope="col">Devise</th>
          <th scope="col">Montant</th>
        </tr>
      </thead>
      <tbody>
        {CURRENCIES.map((currency) => (
          <tr key={currency.code}>
            <th scope="row">{currency.code}</th>
            <td>
              <Money value={{ amount: '1234.50', currencyCode: currency.code }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 12 }}>
      {[
        // The regular price is the meta's product: PrixNormal has no args of its own.
        ['Prix normal', mug],
        ['Prix promotionnel', Promotion.args?.product],
        ['À partir de', tshirt],
        ['Épuisé', Epuise.args?.product],
        ['Numérique', Numerique.args?.product],
        ['Carte cadeau', CarteCadeau.args?.product],
      ].map(([label, product]) => (
        <div key={String(label)} style={{ display: 'contents' }}>
          <dt>{String(label)}</dt>
          <dd style={{ margin: 0 }}>
            <ProductPrice {...args} product={product as Product} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const rows = await waitFor(() => {
      const found = canvasElement.querySelectorAll('dd');
      expect(found).toHaveLength(6);
      return [...found];
    });
    await expect(rows[0]).toHaveTextContent(/^12,00\s€$/);
    // Every row shows a price: none falls back to « Aucune variante disponible. ».
    for (const row of rows) await expect(row).not.toHaveTextContent('Aucune variante disponible.');
  },
};
