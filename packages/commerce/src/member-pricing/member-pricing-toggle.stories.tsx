import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vitrine/ui/tokens.css';
import { expect, userEvent, within } from 'storybook/test';
import '../styles/member-pricing.css';
import { MemberPricingToggle } from './member-pricing-toggle';

const meta = {
  title: 'Commerce/Tarif membre',
  parameters: {
    docs: {
      description: {
        component:
          'La bascule du tarif membre (spec 000 §4) : deux boutons à bascule (`aria-pressed`) choisissent le prix membre ou le prix standard ; le bouton « Devenir membre » n’apparaît qu’avec le prix membre.',
      },
    },
  },
  component: MemberPricingToggle,
  args: {
    memberPrice: { cents: 900, currencyCode: 'EUR' },
    regularPrice: { cents: 1200, currencyCode: 'EUR' },
    defaultSelected: 'regular',
    joinHref: '/adhesion',
  },
  argTypes: {
    memberPrice: { control: 'object', description: 'Prix membre (montant ou centimes)' },
    regularPrice: { control: 'object', description: 'Prix standard' },
    defaultSelected: {
      control: 'inline-radio',
      options: ['regular', 'member'],
      description: 'Option pressée au départ',
    },
    selected: {
      control: 'inline-radio',
      options: ['regular', 'member'],
      description: 'Option pressée (contrôlée)',
    },
    joinHref: { control: 'text', description: 'Lien du bouton « Devenir membre »' },
    locale: { control: 'text', description: 'Langue d’affichage (fr-FR par défaut)' },
    onJoin: {
      control: false,
      description: 'Sans lien d’adhésion : appelé par le bouton « Devenir membre »',
    },
    onSelectedChange: { control: false, description: 'Appelé avec l’option pressée' },
  },
} satisfies Meta<typeof MemberPricingToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TarifStandard: Story = { name: 'Tarif standard (bouton d’adhésion masqué)' };

export const TarifMembre: Story = {
  name: 'Tarif membre (bouton d’adhésion visible)',
  args: { defaultSelected: 'member' },
};

export const BasculeAuClavier: Story = {
  name: 'Bascule au clavier',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const member = await canvas.findByRole('button', { name: 'Prix membre' });
    await userEvent.tab();
    await expect(member).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(member).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Prix standard' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvasElement.querySelector('[data-part="price"]')?.textContent).toBe(
      '9,00\u00a0€ Tarif réservé aux membres.',
    );
    await expect(canvas.getByRole('link', { name: 'Devenir membre' })).toBeVisible();
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div style={{ display: 'flex', gap: 48, flexWrap: 'wrap' }}>
      <MemberPricingToggle {...args} defaultSelected="regular" />
      <MemberPricingToggle {...args} defaultSelected="member" />
    </div>
  ),
};
