import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import '../styles.css';
import type { VideoBlockData, VideoMode } from './parse-video-block';
import { VideoEmbed } from './video-embed';

/** A poster drawn in SVG (no network). */
const poster = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 16 9">
    <rect width="16" height="9" fill="#023047"/><circle cx="4" cy="3" r="1.6" fill="#ffb703"/>
    <path d="M0 7 Q4 5 8 6.5 T16 6 V9 H0Z" fill="#219ebc"/></svg>`,
)}`;

// Embed codes as sites paste them. Stories show their overlay only: no real player is loaded.
const EMBEDS = {
  YouTube:
    '<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ" title="Visite de l’atelier" allow="autoplay; fullscreen" allowfullscreen></iframe>',
  Vimeo:
    '<iframe src="https://player.vimeo.com/video/76979871" width="640" height="360" title="Le port au matin" allow="autoplay; fullscreen"></iframe>',
  Autre: '<iframe src="https://video.example.org/embed/42" title="Concert au jardin"></iframe>',
} as const;

const INVALID_EMBED = '<p>Regardez notre film sur notre chaîne.</p>';

interface VideoStoryArgs {
  /** Provider name of the block. */
  providerName: keyof typeof EMBEDS;
  /** Video mode (spec 001 §3): none, fit, fill, or null. */
  mode: VideoMode | 'null';
  /** 'Auto' or a width-to-height ratio. */
  aspectRatio: string;
  /** Replace the embed code with code that holds no player. */
  invalidEmbed: boolean;
  /** Show a poster under the play button. */
  thumbnail: boolean;
  /** Width of the page area. */
  boxWidth: number;
  /** Height of the page area, for the fit and fill modes. */
  boxHeight: number;
}

const toData = (args: VideoStoryArgs): VideoBlockData => ({
  providerName: args.providerName,
  html: args.invalidEmbed ? INVALID_EMBED : EMBEDS[args.providerName],
  mode: args.mode === 'null' ? null : args.mode,
  aspectRatio: args.aspectRatio || null,
  thumbnailUrl: args.thumbnail ? poster : null,
});

function VideoStory(args: VideoStoryArgs) {
  const framed = args.mode === 'fit' || args.mode === 'fill';
  return (
    <div
      style={{
        width: args.boxWidth,
        height: framed ? args.boxHeight : undefined,
        background: '#adb5bd',
      }}
    >
      <VideoEmbed data={toData(args)} />
    </div>
  );
}

const meta = {
  title: 'Médias/Vidéo',
  parameters: {
    docs: {
      description: {
        component:
          'La vidéo intégrée : l’image d’aperçu et le bouton de lecture par-dessus le lecteur (YouTube, Vimeo ou autre), les modes ajusté et rempli, les rapports et l’intégration non valide.',
      },
    },
  },
  component: VideoStory,
  args: {
    providerName: 'YouTube',
    mode: 'null',
    aspectRatio: '',
    invalidEmbed: false,
    thumbnail: true,
    boxWidth: 480,
    boxHeight: 360,
  },
  argTypes: {
    providerName: {
      control: 'inline-radio',
      options: Object.keys(EMBEDS),
      description: 'Fournisseur (YouTube et Vimeo sont pilotés par messages)',
    },
    mode: {
      control: 'inline-radio',
      options: ['null', 'none', 'fit', 'fill'],
      description: 'Mode de la vidéo : aucun (null), none, fit (ajustée) ou fill (remplie)',
    },
    aspectRatio: {
      control: 'select',
      options: ['', 'Auto', '16:9', '4:3', '1:1', '2.35'],
      description: 'Rapport largeur / hauteur (vide : celui du lecteur, sinon 56,3 %)',
    },
    invalidEmbed: { control: 'boolean', description: 'Code d’intégration sans lecteur' },
    thumbnail: { control: 'boolean', description: 'Image d’aperçu sous le bouton de lecture' },
    boxWidth: { control: { type: 'range', min: 200, max: 900, step: 10 }, description: 'Largeur' },
    boxHeight: {
      control: { type: 'range', min: 120, max: 700, step: 10 },
      description: 'Hauteur (modes fit et fill)',
    },
  },
} satisfies Meta<typeof VideoStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Superposition: Story = {
  name: 'Superposition (YouTube)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Lire la vidéo' })).toBeVisible();
    await expect(canvasElement.querySelector('.vitrine-video')).toHaveAttribute(
      'data-state',
      'overlay',
    );
  },
};

export const Vimeo: Story = {
  name: 'Vimeo',
  args: { providerName: 'Vimeo' },
};

export const SansApercu: Story = {
  name: 'Sans image d’aperçu',
  args: { thumbnail: false, providerName: 'Autre' },
};

export const Ajustee: Story = {
  name: 'Mode ajusté (fit)',
  args: { mode: 'fit', boxWidth: 480, boxHeight: 400 },
};

export const Remplie: Story = {
  name: 'Mode rempli (fill)',
  args: { mode: 'fill', boxWidth: 480, boxHeight: 400 },
};

export const RapportAutomatique: Story = {
  name: 'Rapport automatique (Auto : 65 %)',
  args: { aspectRatio: 'Auto' },
};

export const NonValide: Story = {
  name: 'Intégration non valide',
  args: { invalidEmbed: true },
  // The embed reports the code it cannot play in the console, on purpose.
  parameters: { storybookCheck: { consoleErrors: ['Invalid video embed'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Code d’intégration vidéo non valide')).toBeVisible();
    await expect(canvasElement.querySelector('.vitrine-video')).toHaveAttribute(
      'data-state',
      'invalid',
    );
  },
};

export const Lecture: Story = {
  name: 'Lecture',
  render: (args) => (
    <div style={{ width: args.boxWidth }}>
      {/* A local player (about:blank, allowed for this story only) stands for YouTube. */}
      <VideoEmbed
        data={{
          providerName: 'YouTube',
          html: '<iframe src="about:blank" title="Lecteur de démonstration"></iframe>',
          thumbnailUrl: poster,
        }}
        allowSource={(url) => url.href === 'about:blank'}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Lire la vidéo' }));
    const root = canvasElement.querySelector('.vitrine-video') as HTMLElement;
    await waitFor(() => expect(root).toHaveAttribute('data-state', 'playing'));
    await expect(canvas.getByTitle('Lecteur de démonstration')).toHaveAttribute(
      'src',
      'about:blank?autoplay=1&enablejsapi=1',
    );
  },
};

const MODES = ['null', 'none', 'fit', 'fill'] as const;
const RATIOS = ['', 'Auto', '16:9', '1:1'];

export const Matrice: Story = {
  name: 'Matrice',
  render: (args) => (
    <table style={{ borderCollapse: 'separate', borderSpacing: 12, color: '#212529' }}>
      <caption style={{ textAlign: 'left' }}>
        Modes × rapports (cadre de 200 × 150 pour fit et fill)
      </caption>
      <thead>
        <tr>
          <th scope="col">Mode</th>
          {RATIOS.map((ratio) => (
            <th key={ratio} scope="col">
              {ratio || 'lecteur'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {MODES.map((mode) => (
          <tr key={mode}>
            <th scope="row">{mode}</th>
            {RATIOS.map((ratio) => (
              <td key={ratio} style={{ verticalAlign: 'top' }}>
                <VideoStory
                  {...args}
                  mode={mode}
                  aspectRatio={ratio}
                  boxWidth={200}
                  boxHeight={150}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
