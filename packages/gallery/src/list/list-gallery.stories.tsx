import type { Meta, StoryObj } from '@storybook/react-vite';
import '@vitrine/media/styles.css';
import { expect, waitFor } from 'storybook/test';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { ListGallery } from './list-gallery';

const slides = makeSlides(3);

const meta = {
  title: 'Galerie/Liste',
  parameters: {
    docs: {
      description: {
        component:
          'La mise en page en liste (spec 001 §2, §3) : l’image de chaque diapositive à côté de son titre et de sa description.',
      },
    },
  },
  component: ListGallery,
  args: { slides, imageWidth: 320, lightbox: false, label: 'Liste de photographies' },
  argTypes: {
    imageWidth: {
      control: { type: 'range', min: 120, max: 600, step: 20 },
      description: 'Largeur des images, en px (listImageSize du bloc)',
    },
    lightbox: {
      control: 'boolean',
      description: 'Un clic sur une diapositive ouvre la visionneuse (spec 001 §3)',
    },
    slides: { control: 'object', description: 'Diapositives : image, titre et description' },
    label: {
      control: 'text',
      description: 'Nom accessible de la galerie (par défaut « Galerie » du catalogue)',
    },
    lightboxTheme: {
      control: 'inline-radio',
      options: ['dark', 'light'],
      description: 'Thème de la visionneuse : sombre (dark) ou clair (light)',
    },
    historyHash: {
      control: 'boolean',
      description: 'Suivi de l’historique de la visionneuse dans l’adresse (spec 001 §2)',
    },
    collectionUrl: {
      control: 'text',
      description: 'Adresse complète de la collection pour l’historique (par défaut la page)',
    },
    crop: {
      control: 'inline-radio',
      options: ['cover', 'contain', 'none'],
      description: 'Recadrage : autour du point focal (cover), image entière (contain) ou aucun',
    },
    className: { control: false, description: 'Classe CSS ajoutée à la galerie' },
  },
} satisfies Meta<typeof ListGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Check that each slide's image sits left of its texts, the texts in one column. */
const besideItsTexts = async (canvasElement: HTMLElement) => {
  const slide = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLElement>('.vitrine-gallery__slide');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  const image = slide.querySelector('.vitrine-gallery__image') as HTMLElement;
  const title = slide.querySelector('.vitrine-gallery__title') as HTMLElement;
  const description = slide.querySelector('.vitrine-gallery__description') as HTMLElement;
  await expect(title.getBoundingClientRect().left).toBeGreaterThan(
    image.getBoundingClientRect().right,
  );
  await expect(description.getBoundingClientRect().left).toBe(title.getBoundingClientRect().left);
};

/** The default: no lightbox, each image beside its title and description. */
export const SansVisionneuse: Story = {
  name: 'Sans visionneuse',
  play: async ({ canvasElement }) => besideItsTexts(canvasElement),
};

/** With the lightbox: each slide is a button that opens it; the design is the same. */
export const AvecVisionneuse: Story = {
  name: 'Avec visionneuse',
  args: { lightbox: true },
  play: async ({ canvasElement }) => besideItsTexts(canvasElement),
};
