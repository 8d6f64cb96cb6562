import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import './lightbox.css';
import { Lightbox } from './lightbox';
import type { LightboxItem } from './lightbox-item';

const svg = (fill: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="${fill}"/><text x="600" y="400" font-family="sans-serif" font-size="90" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const items: LightboxItem[] = [
  {
    id: 'lac',
    src: svg('#1d4ed8', 'Lac'),
    alt: 'Lac au matin',
    width: 1200,
    height: 800,
    caption: 'Le lac au lever du jour.',
  },
  {
    id: 'foret',
    src: svg('#15803d', 'Forêt'),
    alt: 'Forêt de pins',
    width: 1200,
    height: 800,
    caption: 'Sous les pins.',
  },
  { id: 'desert', src: svg('#b45309', 'Désert'), alt: 'Dunes du désert', width: 1200, height: 800 },
];

interface StoryArgs {
  theme: 'dark' | 'light';
  startIndex: number;
  /** Open and close speed in ms (0.6 s by default). */
  speed: number;
  historyHash: boolean;
  title: string;
}

function Story(args: StoryArgs) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir la visionneuse
      </button>
      <Lightbox
        items={items}
        open={open}
        onOpenChange={setOpen}
        theme={args.theme}
        startIndex={args.startIndex}
        speed={args.speed}
        historyHash={args.historyHash}
        title={args.title || undefined}
      />
    </>
  );
}

const meta = {
  title: 'Visionneuse/Visionneuse',
  parameters: {
    docs: {
      description: {
        component:
          'La visionneuse plein écran : thèmes sombre et clair, navigation au clavier, gestes sur téléphone, légende et vitesse d’ouverture.',
      },
    },
  },
  component: Story,
  args: { theme: 'dark', startIndex: 0, speed: 600, historyHash: false, title: '' },
  argTypes: {
    theme: {
      control: 'inline-radio',
      options: ['dark', 'light'],
      description: 'Thème de la visionneuse : sombre (dark, par défaut) ou clair (light)',
    },
    startIndex: {
      control: { type: 'number', min: 0, max: 2 },
      description: 'Image affichée à l’ouverture (0 : la première)',
    },
    speed: {
      control: { type: 'number', min: 0, step: 100 },
      description: 'Durée de l’ouverture et de la fermeture, en ms (600 par défaut)',
    },
    historyHash: {
      control: 'boolean',
      description:
        'Suivi de l’historique : l’ouverture ajoute une entrée (le retour arrière ferme), l’adresse d’une image l’ouvre (spec 001 §2)',
    },
    title: {
      control: 'text',
      description: 'Nom accessible de la visionneuse (vide : « Visionneuse plein écran »)',
    },
  },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

const openIt: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Ouvrir la visionneuse' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  // It fades in over `speed` ms (600 by default).
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 3000 });
};

export const Fermee: Story = { name: 'Fermée' };
export const Sombre: Story = { name: 'Thème sombre', args: { theme: 'dark' }, play: openIt };
export const Claire: Story = { name: 'Thème clair', args: { theme: 'light' }, play: openIt };
export const Navigation: Story = {
  name: 'Navigation au clavier',
  args: { speed: 0 },
  play: async (context) => {
    await openIt(context);
    const body = within(context.canvasElement.ownerDocument.body);
    await userEvent.keyboard('{ArrowRight}');
    await expect(await body.findByRole('group', { name: '2 sur 3' })).toBeVisible();
  },
};
/** A swipe of the finger on the lightbox, as touch pointer events (spec 001 §9: 50 px in 250 ms). */
function swipe(target: Element, from: [number, number], to: [number, number]) {
  const touch = { bubbles: true, isPrimary: true, pointerType: 'touch', pointerId: 1 };
  target.dispatchEvent(
    new PointerEvent('pointerdown', { ...touch, clientX: from[0], clientY: from[1] }),
  );
  for (const share of [0.3, 0.6, 1]) {
    target.dispatchEvent(
      new PointerEvent('pointermove', {
        ...touch,
        clientX: from[0] + (to[0] - from[0]) * share,
        clientY: from[1] + (to[1] - from[1]) * share,
      }),
    );
  }
  target.dispatchEvent(new PointerEvent('pointerup', { ...touch, clientX: to[0], clientY: to[1] }));
}

export const Telephone: Story = {
  name: 'Visionneuse sur téléphone',
  args: { speed: 0 },
  globals: { viewport: { value: 'pixel7', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        pixel7: {
          name: 'Pixel 7 (412 × 915)',
          styles: { width: '412px', height: '915px' },
          type: 'mobile',
        },
      },
    },
    docs: {
      description: {
        story:
          'Sur téléphone (moins de 768 px) : un glissement du doigt vers la gauche affiche la ' +
          'suivante, vers la droite la précédente, vers le bas ferme la visionneuse (50 px en ' +
          '250 ms au plus, l’axe fixé après 10 px, spec 001 §9). Aucun geste ne revient à la page : ' +
          'un glissement depuis le bord gauche n’est pas un retour arrière du navigateur. La ' +
          'légende est derrière le bouton « Afficher la légende », sur le fond opaque de la ' +
          'visionneuse, au-dessus de toute barre du site.',
      },
    },
  },
  play: async (context) => {
    await openIt(context);
    const body = within(context.canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    swipe(dialog, [320, 400], [120, 410]);
    await expect(await body.findByRole('group', { name: '2 sur 3' })).toBeVisible();
    swipe(dialog, [4, 400], [200, 400]);
    await expect(await body.findByRole('group', { name: '1 sur 3' })).toBeVisible();
    await userEvent.click(body.getByRole('button', { name: 'Afficher la légende' }));
    await expect(body.getByText('Le lac au lever du jour.')).toBeVisible();
  },
};
export const Matrice: Story = {
  name: 'Matrice des thèmes',
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {(['dark', 'light'] as const).map((theme) => (
        <div
          key={theme}
          className="vitrine-lightbox"
          data-theme={theme}
          style={{ position: 'relative', height: 300, width: 420 }}
        >
          <div className="vitrine-lightbox__stage" style={{ padding: 20 }}>
            <img
              className="vitrine-lightbox__image"
              src={items[0]?.src}
              alt={`Aperçu du thème ${theme === 'dark' ? 'sombre' : 'clair'}`}
              style={{ maxHeight: 240 }}
            />
          </div>
        </div>
      ))}
    </div>
  ),
};
