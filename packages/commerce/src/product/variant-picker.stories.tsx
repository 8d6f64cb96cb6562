import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Product } from '@vitrine/core-data/schemas/product';
import '@vitrine/ui/tokens.css';
import { expect, fn, userEvent, within } from 'storybook/test';
import { printProduct } from './print-fixture';
import { VariantPicker } from './variant-picker';

/** The demo's print, with its large format sold out. */
const tirage = printProduct({ qtyInStock: 0 });

const tshirt: Product = {
  productType: 'PHYSICAL',
  variants: [
    ['S', 'Blanc', 0],
    ['S', 'Noir', 6],
    ['M', 'Blanc', 2],
    ['M', 'Noir', 0],
    ['L', 'Blanc', 0],
    ['L', 'Noir', 0],
  ].map(([taille, couleur, qtyInStock]) => ({
    sku: `TSHIRT-${taille}-${couleur}`.toUpperCase(),
    price: 2500,
    qtyInStock: qtyInStock as number,
    optionValues: [
      { optionName: 'Taille', value: String(taille) },
      { optionName: 'Couleur', value: String(couleur) },
    ],
  })),
};

const carteCadeau: Product = {
  productType: 'GIFT_CARD',
  variants: [
    { sku: 'CADEAU-25', price: 2500, unlimited: true },
    { sku: 'CADEAU-50', price: 5000, unlimited: true },
    { sku: 'CADEAU-100', price: 10000, unlimited: true },
  ],
};

const meta = {
  title: 'Commerce/Choix de variante',
  parameters: {
    docs: {
      description: {
        component:
          'Le choix de la variante d’un produit : une liste native par option, nommée par l’option ; les valeurs dont toutes les variantes sont épuisées sont marquées « (épuisé) ». Sans variante possible : « Aucune variante disponible. ».',
      },
    },
  },
  component: VariantPicker,
  args: { product: tirage, onVariantChange: fn(), onSelectionChange: fn() },
  argTypes: {
    product: {
      control: 'object',
      description:
        'Produit : variants (optionValues avec optionName et value, qtyInStock, unlimited, sku), spec 000 §3',
    },
    selection: {
      control: 'object',
      description: 'Valeur choisie de chaque option (contrôlé), p. ex. { "Format": "50 × 70 cm" }',
    },
    defaultSelection: {
      control: 'object',
      description: 'Choix de départ (non contrôlé) ; par défaut la première variante en stock',
    },
    onVariantChange: { description: 'Appelé avec la variante choisie, ou undefined' },
    onSelectionChange: { description: 'Appelé avec le nouveau choix' },
  },
} satisfies Meta<typeof VariantPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FormatEpuise: Story = {
  name: 'Tirage (un format épuisé)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const format = await canvas.findByLabelText('Format');
    await expect(format).toHaveValue('30 × 40 cm');
    await expect(canvas.getByRole('option', { name: '50 × 70 cm (épuisé)' })).toBeInTheDocument();
  },
};

// The keyboard itself (Tab, then ↓ on the native select) is checked in real Chromium by
// variant-picker.browser.test.tsx; storybook/test's userEvent only simulates keys.
export const ChoixDuFormat: Story = {
  name: 'Choix du format 50 × 70 cm',
  args: {
    product: {
      ...tirage,
      variants: [tirage.variants?.[0] ?? {}, { ...tirage.variants?.[1], qtyInStock: 4 }],
    },
  },
  play: async ({ args, canvasElement }) => {
    const format = await within(canvasElement).findByLabelText('Format');
    await userEvent.tab();
    await expect(format).toHaveFocus();
    await userEvent.selectOptions(format, '50 × 70 cm');
    await expect(format).toHaveValue('50 × 70 cm');
    await expect(args.onVariantChange).toHaveBeenLastCalledWith(args.product.variants?.[1]);
  },
};

export const PlusieursOptions: Story = {
  name: 'Deux options (taille et couleur)',
  args: { product: tshirt },
};

export const SansOption: Story = {
  name: 'Variantes sans option (choix par référence)',
  args: { product: carteCadeau },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Variante')).toHaveValue('CADEAU-25');
  },
};

export const AucuneVariante: Story = {
  name: 'Aucune variante disponible',
  args: { product: { productType: 'PHYSICAL', variants: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Aucune variante disponible.'),
    ).toBeVisible();
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 16 }}>
      {(
        [
          ['Un format épuisé', tirage],
          ['Taille et couleur', tshirt],
          ['Sans option', carteCadeau],
          ['Une seule variante (rien à choisir)', { productType: 'PHYSICAL', variants: [{}] }],
          ['Aucune variante', { productType: 'PHYSICAL', variants: [] }],
        ] as const
      ).map(([label, product]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>
            <VariantPicker {...args} product={product as Product} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
