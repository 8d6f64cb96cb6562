import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vitrine/ui/tokens.css';
import { expect, waitFor, within } from 'storybook/test';
import { StockStatus } from './stock-status';

interface StockStoryArgs {
  /** The variant's qtyInStock (spec 000 §3 "Variant"). */
  readonly qtyInStock: number;
  /** The variant's unlimited flag. */
  readonly unlimited: boolean;
  readonly showUnlimited: boolean;
}

const meta = {
  title: 'Commerce/État du stock',
  parameters: {
    docs: {
      description: {
        component:
          'L’état du stock d’une variante : « En stock », « Plus que N en stock » à 5 ou moins, « Plus qu’un exemplaire en stock », « Épuisé ». Un stock illimité n’affiche rien, sauf demande.',
      },
    },
  },
  args: { qtyInStock: 12, unlimited: false, showUnlimited: false },
  argTypes: {
    qtyInStock: {
      name: 'Quantité en stock',
      control: { type: 'number', min: 0, step: 1 },
      description: 'qtyInStock de la variante ; « Plus que N en stock » à 5 ou moins',
    },
    unlimited: { name: 'Stock illimité', control: 'boolean', description: 'unlimited' },
    showUnlimited: {
      name: 'Afficher « En stock » si illimité',
      control: 'boolean',
      description: 'Par défaut, rien n’est affiché pour un stock illimité',
    },
  },
  render: ({ qtyInStock, unlimited, showUnlimited }) => (
    <StockStatus variant={{ qtyInStock, unlimited }} showUnlimited={showUnlimited} />
  ),
} satisfies Meta<StockStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The status's text, once it is rendered. */
const textOf = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const status = canvasElement.querySelector('[data-stock]');
    expect(status).not.toBeNull();
    return status?.textContent;
  });

export const EnStock: Story = {
  name: 'En stock',
  play: async ({ canvasElement }) => {
    await expect(await textOf(canvasElement)).toBe('En stock');
  },
};

export const StockFaible: Story = {
  name: 'Stock faible (4)',
  args: { qtyInStock: 4 },
  play: async ({ canvasElement }) => {
    await expect(await textOf(canvasElement)).toBe('Plus que 4 en stock');
  },
};

export const DernierExemplaire: Story = {
  name: 'Dernier exemplaire',
  args: { qtyInStock: 1 },
  play: async ({ canvasElement }) => {
    await expect(await textOf(canvasElement)).toBe('Plus qu’un exemplaire en stock');
  },
};

export const Epuise: Story = {
  name: 'Épuisé',
  args: { qtyInStock: 0 },
  play: async ({ canvasElement }) => {
    await expect(await textOf(canvasElement)).toBe('Épuisé');
  },
};

export const Illimite: Story = {
  name: 'Illimité (rien d’affiché par défaut)',
  args: { unlimited: true },
  // The component shows nothing here: the note says so, so that the story is not an empty page.
  render: ({ qtyInStock, unlimited, showUnlimited }) => (
    <div>
      <p style={{ margin: '0 0 8px', color: 'var(--vitrine-color-neutral-text-muted)' }}>
        Stock illimité : l’état du stock n’affiche rien, sauf si « Afficher « En stock » si illimité
        » est coché.
      </p>
      <StockStatus variant={{ qtyInStock, unlimited }} showUnlimited={showUnlimited} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/^Stock illimité/);
    await expect(canvasElement.querySelector('[data-stock]')).toBeNull();
  },
};

export const IllimiteAffiche: Story = {
  name: 'Illimité, affiché',
  args: { unlimited: true, showUnlimited: true },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: () => (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 12 }}>
      {(
        [
          ['12 en stock', { qtyInStock: 12 }],
          ['5 en stock', { qtyInStock: 5 }],
          ['4 en stock', { qtyInStock: 4 }],
          ['1 en stock', { qtyInStock: 1 }],
          ['0 en stock', { qtyInStock: 0 }],
          ['Illimité (affiché)', { unlimited: true }],
        ] as const
      ).map(([label, variant]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>
            <StockStatus variant={variant} showUnlimited />
          </dd>
        </div>
      ))}
    </dl>
  ),
};
