import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles/marquee.css';
import { Marquee } from './marquee';
import { MARQUEE_DEFAULTS } from './marquee-settings';

const meta = {
  title: 'UI/Texte défilant',
  parameters: {
    docs: {
      description: {
        component:
          'Le texte défilant (spec 001 §3, §4, §9) : le texte suit une vague, s’arrête hors de l’écran, se met en pause au survol si demandé, et un bouton rond en fin de ligne, toujours visible, le met en pause au pointeur, au doigt ou au clavier.',
      },
    },
  },
  component: Marquee,
  args: { text: 'Soldes d’été : -20 % sur toute la boutique', ...MARQUEE_DEFAULTS },
  argTypes: {
    text: { control: 'text', description: 'Texte qui défile' },
    waveFrequency: {
      control: { type: 'range', min: 0, max: 10, step: 0.25 },
      description: 'Nombre de vagues sur la largeur (0 : ligne droite)',
    },
    waveIntensity: {
      control: { type: 'range', min: 0, max: 2, step: 0.05 },
      description: 'Hauteur des vagues, en hauteurs de texte (0 : ligne droite)',
    },
    animationDirection: {
      control: 'inline-radio',
      options: ['left', 'right'],
      description: 'Sens du défilement',
    },
    animationSpeed: {
      control: { type: 'range', min: 0, max: 10, step: 0.1 },
      description: 'Vitesse, en multiples de 60 px par seconde (0 : immobile)',
    },
    pausedOnHover: { control: 'boolean', description: 'Pause quand le pointeur est dessus' },
    className: { control: false, description: 'Classe CSS ajoutée au texte défilant' },
  },
  decorators: [
    (Story) => (
      <div style={{ fontSize: 28, maxWidth: 900 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Marquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The marquee's root, once it is rendered. */
const marqueeIn = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const root = canvasElement.querySelector<HTMLElement>('.vitrine-marquee');
    expect(root).not.toBeNull();
    return root as HTMLElement;
  });

export const VagueDouce: Story = { name: 'Vague douce' };

export const VersLaDroite: Story = {
  name: 'Vers la droite',
  args: { animationDirection: 'right', waveFrequency: 2, waveIntensity: 1 },
};

export const LigneDroite: Story = {
  name: 'Ligne droite',
  args: { waveIntensity: 0 },
};

export const PauseAuSurvol: Story = {
  name: 'Pause au survol',
  args: { pausedOnHover: true },
  play: async ({ canvasElement }) => {
    const root = await marqueeIn(canvasElement);
    await waitFor(() => expect(root.dataset.state).toBe('running'));
    await userEvent.hover(root);
    await waitFor(() => expect(root?.dataset.state).toBe('paused'));
  },
};

export const BoutonPause: Story = {
  name: 'Bouton pause (pointeur et clavier)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = await marqueeIn(canvasElement);
    await waitFor(() => expect(root.dataset.state).toBe('running'));
    const pause = canvas.getByRole('button', { name: 'Mettre en pause l’animation' });
    await expect(pause).toBeVisible();
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(root).toHaveAttribute('data-state', 'paused');
    await userEvent.click(pause);
    await expect(root).toHaveAttribute('data-state', 'running');
    pause.blur();
    await userEvent.tab();
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect(root).toHaveAttribute('data-state', 'paused');
  },
};

export const PetitePolice: Story = {
  name: 'Petite police (13 px ou moins)',
  decorators: [
    (Story) => (
      <div style={{ fontSize: 12 }}>
        <Story />
      </div>
    ),
  ],
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      {(
        [
          ['Par défaut', {}],
          ['Ligne droite', { waveIntensity: 0 }],
          ['Vagues serrées', { waveFrequency: 4, waveIntensity: 0.5 }],
          ['Vagues hautes', { waveFrequency: 1, waveIntensity: 2 }],
          ['Vers la droite, lent', { animationDirection: 'right', animationSpeed: 0.5 }],
          ['Rapide', { animationSpeed: 4 }],
        ] as const
      ).map(([label, settings]) => (
        <section key={label} aria-label={label}>
          <h2 style={{ fontSize: 14, margin: '0 0 4px' }}>{label}</h2>
          <Marquee {...args} {...settings} />
        </section>
      ))}
    </div>
  ),
};
