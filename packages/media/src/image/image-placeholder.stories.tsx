import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../styles.css';
import { Image } from './image';
import { createImageLoader, type ImageLoader } from './image-loader';

/** A drawn sunset (no network). */
const sunset = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#f4a261"/><circle cx="600" cy="520" r="160" fill="#e76f51"/><rect y="560" width="1200" height="240" fill="#264653"/></svg>',
)}`;

/** A tiny preview of the same picture: a few colour bands, drawn stretched. */
const preview = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2" preserveAspectRatio="none"><rect width="3" height="2" fill="#f4a261"/><rect y="1.4" width="3" height="0.6" fill="#264653"/></svg>',
)}`;

/** A loader whose loads stay under way: the image waits forever, its placeholder showing. */
const waitingLoader: ImageLoader = {
  ...createImageLoader(),
  load: (_element, _settings, onStatus) => {
    onStatus?.('loading');
    return new Promise(() => {});
  },
  release: () => {},
};

type Placeholder = 'chargement' | 'chargée' | 'échec';

interface PlaceholderStoryArgs {
  /** Where the image stands. */
  state: Placeholder;
  /** The placeholder colour (the image's dominant colour). */
  placeholderColor: string;
  /** Draw the tiny preview over the colour until the image arrives. */
  withPreview: boolean;
}

function PlaceholderImage({ state, placeholderColor, withPreview }: PlaceholderStoryArgs) {
  return (
    <div style={{ width: 360 }}>
      <Image
        src={state === 'échec' ? '/introuvable/coucher-de-soleil.jpg' : sunset}
        alt={`Coucher de soleil sur la mer (${state})`}
        dimensions={{ width: 1200, height: 800 }}
        placeholderColor={placeholderColor}
        placeholderPreview={withPreview ? preview : undefined}
        loader={state === 'chargement' ? waitingLoader : undefined}
      />
    </div>
  );
}

const meta = {
  title: 'Médias/Image/Attente et échec',
  parameters: {
    docs: {
      description: {
        component:
          'L’attente et l’échec d’une image : avant son arrivée, son cadre à son rapport dans sa couleur dominante (avec un petit aperçu au besoin) ; en échec, un cadre neutre de même taille avec son texte de remplacement, sans icône d’image cassée.',
      },
    },
  },
  component: PlaceholderImage,
  args: { state: 'chargement', placeholderColor: '#e9a06b', withPreview: false },
  argTypes: {
    state: {
      control: 'inline-radio',
      options: ['chargement', 'chargée', 'échec'],
      description: 'Où en est l’image : en chargement, chargée ou en échec',
    },
    placeholderColor: {
      control: 'color',
      description: 'Couleur d’attente (la couleur dominante de l’image)',
    },
    withPreview: {
      control: 'boolean',
      description: 'Dessiner un petit aperçu sur la couleur en attendant l’image',
    },
  },
} satisfies Meta<typeof PlaceholderImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's image, once it is rendered. */
const imageIn = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const image = canvasElement.querySelector('img');
    expect(image).not.toBeNull();
    return image as HTMLImageElement;
  });

/** The failed image's address, missing on purpose: the browser reports its 404 in the console. */
const MISSING_IMAGE_LOGGED = {
  storybookCheck: { consoleErrors: ['/introuvable/coucher-de-soleil.jpg'] },
};

/** Before the image arrives: its box, at its ratio, in its dominant colour. */
export const Chargement: Story = {
  play: async ({ canvasElement }) => {
    const image = await imageIn(canvasElement);
    await expect(image).toHaveAttribute('data-placeholder');
    await expect(Math.round(image.getBoundingClientRect().height)).toBe(240);
  },
};

/** Before the image arrives, with a tiny preview over the colour. */
export const ChargementAvecApercu: Story = {
  name: 'Chargement avec aperçu',
  args: { withPreview: true },
};

/** The image has arrived: the placeholder is gone. */
export const Chargee: Story = {
  name: 'Chargée',
  args: { state: 'chargée' },
  play: async ({ canvasElement }) => {
    const image = await imageIn(canvasElement);
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
    await expect(image).not.toHaveAttribute('data-placeholder');
  },
};

/** The image failed: a neutral box of the same size with its text alternative, no broken icon. */
export const Echec: Story = {
  name: 'Échec',
  args: { state: 'échec' },
  parameters: MISSING_IMAGE_LOGGED,
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-state="error"]')).toHaveTextContent(
        'Coucher de soleil sur la mer (échec)',
      ),
    );
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** The three states side by side, for visual review. */
export const Matrice: Story = {
  parameters: MISSING_IMAGE_LOGGED,
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      {(['chargement', 'chargée', 'échec'] as const).map((state) => (
        <PlaceholderImage key={state} {...args} state={state} />
      ))}
    </div>
  ),
};
