import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Product } from '@vitrine/core-data/schemas/product';
import { commerce } from '@vitrine/i18n-fr/commerce';
import '@vitrine/ui/tokens.css';
import { useTranslator } from '@vitrine/ui/translator';
import { useId, useMemo, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/product-price.css';
import { ProductPrice } from '../pricing/product-price';
import type { OptionSelection } from '../pricing/variant-options';
import { printProduct } from './print-fixture';
import { StockStatus } from './stock-status';
import { findVariant } from './variant-choice';
import { VariantPicker } from './variant-picker';
import { maxOrderQuantity } from './variant-stock';

interface ProductPageArgs {
  /** The 50 × 70 cm format's onSale. */
  readonly onSale: boolean;
  /** The 50 × 70 cm format's salePrice, in cents. */
  readonly salePrice: number;
  /** The 50 × 70 cm format's qtyInStock. */
  readonly qtyInStock: number;
}

/** The demo's print; the controls change its 50 × 70 cm format, shown first. */
function printWith({ onSale, salePrice, qtyInStock }: ProductPageArgs): Product {
  return printProduct({ salePrice, onSale, qtyInStock });
}

/** A product page as a template composes it: price, variant, stock and the cart button. */
function ProductPage({ onSale, salePrice, qtyInStock }: ProductPageArgs) {
  const t = useTranslator(commerce);
  const titleId = useId();
  const quantityId = useId();
  const product = useMemo(
    () => printWith({ onSale, salePrice, qtyInStock }),
    [onSale, salePrice, qtyInStock],
  );
  const [selection, setSelection] = useState<OptionSelection>({ Format: '50 × 70 cm' });
  const variant = findVariant(product, selection);
  const max = variant ? maxOrderQuantity(variant) : 0;
  return (
    <article aria-labelledby={titleId} style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <h2 id={titleId} style={{ margin: 0 }}>
        Tirage « Aube »
      </h2>
      <ProductPrice currencyCode="EUR" product={product} variant={variant} />
      <VariantPicker product={product} selection={selection} onSelectionChange={setSelection} />
      <StockStatus variant={variant} />
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <label htmlFor={quantityId}>{t('commerce.product.quantity')}</label>
        <input
          id={quantityId}
          type="number"
          min={1}
          max={Math.max(1, max)}
          defaultValue={1}
          disabled={max === 0}
          style={{ width: '5em' }}
        />
        <button type="button" disabled={max === 0}>
          {t('commerce.product.addToCart')}
        </button>
      </div>
    </article>
  );
}

const meta = {
  title: 'Commerce/Fiche produit',
  parameters: {
    docs: {
      description: {
        component:
          'Une fiche produit telle qu’un gabarit la compose : prix, choix de variante, état du stock et bouton « Ajouter au panier ». Les réglages changent le format 50 × 70 cm du tirage, montré en premier.',
      },
    },
  },
  args: { onSale: true, salePrice: 12800, qtyInStock: 4 },
  argTypes: {
    onSale: {
      name: 'En promotion (onSale)',
      control: 'boolean',
      description: 'Le format 50 × 70 cm est en promotion',
    },
    salePrice: {
      name: 'Prix promotionnel (salePrice, centimes)',
      control: { type: 'number', min: 0, step: 100 },
      description: 'Ignoré s’il n’est pas inférieur au prix (160,00 €)',
    },
    qtyInStock: {
      name: 'Quantité en stock (qtyInStock)',
      control: { type: 'number', min: 0, step: 1 },
      description: '0 : épuisé, « Ajouter au panier » désactivé',
    },
  },
  render: (args) => <ProductPage {...args} />,
} satisfies Meta<ProductPageArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EnPromotion: Story = {
  name: 'Fiche produit',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Plus que 4 en stock')).toBeVisible();
    await expect(canvasElement.querySelector('del')?.textContent).toBe(
      'Prix initial 160,00\u00a0€',
    );
    await expect(canvasElement.querySelector('ins')?.textContent).toBe(
      'Prix promotionnel 128,00\u00a0€',
    );
    await expect(canvas.getByText('Plus que 4 en stock')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeEnabled();
    await userEvent.selectOptions(canvas.getByLabelText('Format'), '30 × 40 cm');
    await expect(canvasElement.querySelector('ins')?.textContent).toBe(
      'Prix promotionnel 72,00\u00a0€',
    );
    await expect(canvas.getByText('En stock')).toBeVisible();
  },
};

export const Epuise: Story = {
  name: 'Fiche produit, format épuisé',
  args: { qtyInStock: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('option', { name: '50 × 70 cm (épuisé)' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ajouter au panier' })).toBeDisabled();
    await expect(canvasElement.querySelector('.vitrine-stock-status')?.textContent).toBe('Épuisé');
  },
};

export const PrixNormal: Story = {
  name: 'Fiche produit, sans promotion',
  args: { onSale: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Tirage « Aube »' });
    await expect(canvasElement.querySelector('del')).toBeNull();
  },
};
