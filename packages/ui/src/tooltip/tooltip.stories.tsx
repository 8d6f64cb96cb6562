import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../tokens.css';
import './tooltip.css';
import { Tooltip } from './tooltip';
import { TOOLTIP_DELAY_MS } from './tooltip-controller';
import { TOOLTIP_PLACEMENTS } from './tooltip-position';

/** Stories run as tests with axe: no fade there, so axe never samples a half-faded tooltip. */
const inTests = (import.meta as { env?: { MODE?: string } }).env?.MODE === 'test';

const meta = {
  title: 'UI/Info-bulle',
  parameters: {
    docs: {
      description: {
        component:
          'Une info-bulle sur son déclencheur (spec 001 §9) : affichée après 1200 ms de survol et suivant le pointeur, ou aussitôt au clavier, sous le déclencheur.',
      },
    },
  },
  component: Tooltip,
  args: {
    content: 'Ajoute cet article à votre panier sans quitter la page.',
    delay: TOOLTIP_DELAY_MS,
    placement: 'bottom',
    children: <button type="button">Ajouter au panier</button>,
  },
  argTypes: {
    content: { control: 'text', description: 'Texte de l’info-bulle' },
    delay: {
      control: { type: 'number', min: 0, step: 100 },
      description: 'Délai au survol, en ms (1200 par défaut, spec 001 §9)',
    },
    placement: {
      control: 'inline-radio',
      options: TOOLTIP_PLACEMENTS,
      description: 'Côté préféré du pointeur ou du déclencheur',
    },
    children: {
      control: false,
      description: 'Le déclencheur : un bouton ou un lien, qui reçoit la description',
    },
    className: { control: false, description: 'Classe CSS ajoutée à l’info-bulle' },
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '24px 24px 120px' }}>
        {inTests && <style>{'.vitrine-tooltip { transition: none !important; }'}</style>}
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AuSurvol: Story = {
  name: 'Au survol (1200 ms)',
};

export const AuClavier: Story = {
  name: 'Au clavier',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: 'Ajouter au panier' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toBeVisible());
  },
};

export const AuDessus: Story = {
  name: 'Au-dessus',
  args: { placement: 'top' },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 120 }}>
        <Story />
      </div>
    ),
  ],
};

export const SansDelai: Story = {
  name: 'Sans délai',
  args: { delay: 0 },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {TOOLTIP_PLACEMENTS.map((placement) => (
        <Tooltip key={placement} {...args} placement={placement} content={`Placement ${placement}`}>
          <button type="button">Placement {placement}</button>
        </Tooltip>
      ))}
      <Tooltip {...args} content="Un lien garde son rôle et reçoit la description.">
        <a href="#aide">Lien d’aide</a>
      </Tooltip>
    </div>
  ),
};
