import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
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
  component: Story,
  args: { theme: 'dark', startIndex: 0, speed: 600, historyHash: false, title: '' },
  argTypes: {
    theme: { control: 'inline-radio', options: ['dark', 'light'] },
    startIndex: { control: { type: 'number', min: 0, max: 2 } },
    speed: { control: { type: 'number', min: 0, step: 100 } },
  },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

const openIt: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir la visionneuse' }));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  await expect(dialog).toBeVisible();
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
