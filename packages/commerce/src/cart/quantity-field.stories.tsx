import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vitrine/ui/tokens.css';
import '../styles/quantity-field.css';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { QuantityField } from './quantity-field';

/** A cart line: the field follows what it commits, as the cart store's optimistic quantity does. */
function Line(props: React.ComponentProps<typeof QuantityField>) {
  const [quantity, setQuantity] = useState(props.quantity);
  return (
    <QuantityField
      {...props}
      quantity={quantity}
      onCommit={(next) => {
        props.onCommit(next);
        setQuantity(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/Quantité d’une ligne du panier',
  parameters: {
    docs: {
      description: {
        component:
          'Le champ de quantité d’une ligne du panier : la saisie est gardée telle quelle et envoyée en une seule mise à jour après une pause de frappe, sur Entrée ou en quittant le champ. Au-delà du stock, un message le dit et la dernière bonne quantité revient.',
      },
    },
  },
  component: QuantityField,
  render: (args) => <Line {...args} />,
  args: {
    label: 'Quantité de Bol en grès émaillé',
    quantity: 2,
    max: 20,
    delayMs: 500,
    onCommit: fn(),
  },
  argTypes: {
    label: { control: 'text', description: 'Nom accessible du champ' },
    quantity: {
      control: { type: 'number', min: 0, step: 1 },
      description: 'Quantité de la ligne dans le panier',
    },
    max: {
      control: { type: 'number', min: 0, max: 100, step: 1 },
      description: 'Stock disponible (au plus 100, spec 000 §9)',
    },
    delayMs: {
      control: { type: 'number', min: 0, step: 100 },
      description: 'Pause de frappe avant l’envoi, en ms',
    },
    onCommit: { control: false, description: 'Reçoit la nouvelle quantité, une seule fois' },
  },
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Normal: Story = { name: 'Quantité modifiable' };

export const SaisieUnique: Story = {
  name: 'Saisie de « 12 » : une seule mise à jour',
  args: { delayMs: 400 },
  play: async ({ canvasElement, args }) => {
    const field = await within(canvasElement).findByRole('spinbutton', {
      name: 'Quantité de Bol en grès émaillé',
    });
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    await waitFor(() => expect(args.onCommit).toHaveBeenCalledWith(12), { timeout: 3000 });
    await expect(args.onCommit).toHaveBeenCalledTimes(1);
  },
};

export const AuDelaDuStock: Story = {
  name: 'Au-delà du stock : message et quantité rétablie',
  args: { max: 4, delayMs: 400 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('spinbutton', {
      name: 'Quantité de Bol en grès émaillé',
    });
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await expect(
      await canvas.findByText(
        'Il ne reste que 4 exemplaires de cet article. La quantité reste à 2.',
      ),
    ).toBeVisible();
    await expect(field).toHaveValue(2);
    await expect(args.onCommit).not.toHaveBeenCalled();
  },
};

export const DernierExemplaire: Story = {
  name: 'Un seul exemplaire en stock',
  args: { quantity: 1, max: 1, delayMs: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('spinbutton', {
      name: 'Quantité de Bol en grès émaillé',
    });
    await userEvent.clear(field);
    await userEvent.type(field, '2{Enter}');
    await expect(
      await canvas.findByText(
        'Il ne reste qu’un exemplaire de cet article. La quantité reste à 1.',
      ),
    ).toBeVisible();
  },
};
