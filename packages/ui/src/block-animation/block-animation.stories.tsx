import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BlockAnimation } from './block-animation';
import { BLOCK_ANIMATION_KINDS } from './block-animation-kinds';

const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#c7d2fe"/><circle cx="250" cy="50" r="28" fill="#fde68a"/><path d="M0 180 L110 70 L200 150 L250 110 L320 180 Z" fill="#4338ca"/></svg>',
  );

const cardStyle = {
  padding: 24,
  border: '1px solid #8a8a93',
  borderRadius: 8,
  background: '#ffffff',
  color: '#18181b',
  maxWidth: 420,
};

function Card({ title }: { title: string }) {
  return (
    <div style={cardStyle}>
      <h2 style={{ marginTop: 0 }}>{title}</h2>
      <p>Des pièces uniques, tournées à la main dans notre atelier de Nantes.</p>
    </div>
  );
}

/** Waits for the story's blocks to be there and every one of them to have played. */
const allDone = (root: HTMLElement) =>
  waitFor(
    () => {
      const blocks = root.querySelectorAll<HTMLElement>('[data-block-animation]');
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expect(block.dataset.state).toBe('done');
    },
    // Up to 600 ms each, after an image for some.
    { timeout: 5000 },
  );

const meta = {
  title: 'UI/Animations de bloc',
  parameters: {
    docs: {
      description: {
        component:
          'L’animation d’entrée d’un bloc (spec 001 §4, §9) : elle se joue une fois, quand le bloc est assez visible (la moitié par défaut), après le chargement de ses images : fondu, montée, agrandissement ou aucune.',
      },
    },
  },
  component: BlockAnimation,
  args: { kind: 'fade', threshold: 0.5 },
  argTypes: {
    kind: {
      control: 'inline-radio',
      options: BLOCK_ANIMATION_KINDS,
      description: 'Effet : fondu, montée, agrandissement ou aucun',
    },
    threshold: {
      control: { type: 'range', min: 0, max: 1, step: 0.05 },
      description: 'Part du bloc visible qui déclenche l’animation (0,5 par défaut)',
    },
    children: { control: false, description: 'Le contenu du bloc, qui s’anime' },
    className: { control: false, description: 'Classe CSS ajoutée au bloc' },
  },
  // The kind is read when mounted: changing it replays the animation.
  render: (args) => (
    <BlockAnimation key={`${args.kind}-${args.threshold}`} {...args}>
      <Card title="Notre atelier" />
    </BlockAnimation>
  ),
  play: async ({ canvasElement }) => {
    await allDone(canvasElement);
  },
} satisfies Meta<typeof BlockAnimation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Fondu: Story = { name: 'Fondu' };

export const Montee: Story = { name: 'Montée', args: { kind: 'slide-up' } };

export const Agrandissement: Story = { name: 'Agrandissement', args: { kind: 'scale' } };

export const SansAnimation: Story = { name: 'Sans animation', args: { kind: 'none' } };

export const AvecImage: Story = {
  name: 'Avec une image (attend son chargement)',
  args: { kind: 'slide-up' },
  render: (args) => (
    <BlockAnimation key={`${args.kind}-${args.threshold}`} {...args}>
      <figure style={{ ...cardStyle, margin: 0 }}>
        <img src={PHOTO} alt="Montagnes au coucher du soleil" width={320} height={180} />
        <figcaption>Nos randonnées guidées</figcaption>
      </figure>
    </BlockAnimation>
  ),
};

export const AuDefilement: Story = {
  name: 'Au défilement',
  render: (args) => (
    <div>
      <p>Faites défiler : chaque bloc s’anime une fois, quand il est assez visible.</p>
      <div style={{ height: '120vh' }} />
      {['Premier bloc', 'Deuxième bloc', 'Troisième bloc'].map((title) => (
        <div key={title} style={{ marginBottom: '60vh' }}>
          <BlockAnimation {...args}>
            <Card title={title} />
          </BlockAnimation>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const blocks = await waitFor(() => {
      const found = canvasElement.querySelectorAll<HTMLElement>('[data-block-animation]');
      expect(found).toHaveLength(3);
      return [...found];
    });
    for (const block of blocks) {
      block.scrollIntoView({ block: 'center' });
      await waitFor(() => expect(block.dataset.state).toBe('done'), { timeout: 3000 });
    }
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
        gap: 24,
      }}
    >
      {BLOCK_ANIMATION_KINDS.map((kind) => (
        <BlockAnimation key={kind} {...args} kind={kind}>
          <Card title={`Effet « ${kind} »`} />
        </BlockAnimation>
      ))}
    </div>
  ),
};
