import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import '../styles.css';
import { Image, type ImageProps } from './image';
import { imageUrlForSize } from './image-url';
import type { FitAlignment, ImageCropMode } from './parse-image-config';
import { pickImageSize } from './pick-image-size';

/**
 * A landscape drawn in SVG (no network): sun on the left, house on the right, so that crops and
 * alignments are easy to see.
 */
const landscape = (width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="none">
      <defs><linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8ecae6"/><stop offset="1" stop-color="#e0f4ff"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#c)"/>
      <circle cx="260" cy="220" r="110" fill="#ffb703"/>
      <path d="M0 560 Q300 430 600 540 T1200 500 V800 H0Z" fill="#52b788"/>
      <path d="M0 650 Q400 560 800 660 T1200 640 V800 H0Z" fill="#2d6a4f"/>
      <rect x="860" y="430" width="180" height="150" fill="#bc4749"/>
      <path d="M840 440 L950 350 L1060 440Z" fill="#6a040f"/>
      <rect x="925" y="500" width="50" height="80" fill="#fefae0"/>
    </svg>`,
  )}`;

/** The CDN address the captions size, to show what the loader asks for such an image. */
const CDN_EXAMPLE = 'https://images.squarespace-cdn.com/content/v1/vitrine/paysage.jpg';

interface ImageStoryArgs extends Omit<ImageProps, 'focalPoint' | 'dimensions'> {
  /** Focal point, x (0 to 1). */
  focalX: number;
  /** Focal point, y (0 to 1). */
  focalY: number;
  /** Image width in pixels (dimensions). */
  imageWidth: number;
  /** Image height in pixels (dimensions). */
  imageHeight: number;
  /** Width of the box the image is drawn in. */
  boxWidth: number;
  /** Height of the box, for cover and contain. */
  boxHeight: number;
}

function ImageStory({
  focalX,
  focalY,
  imageWidth,
  imageHeight,
  boxWidth,
  boxHeight,
  ...props
}: ImageStoryArgs) {
  const cropped = props.cropMode === 'cover' || props.cropMode === 'contain';
  const size = pickImageSize(
    boxWidth,
    typeof window === 'undefined' ? 1 : window.devicePixelRatio,
    props,
  );
  return (
    <figure style={{ margin: 0, width: boxWidth }}>
      <div
        style={{
          width: boxWidth,
          height: cropped ? boxHeight : undefined,
          background: '#e9ecef',
          outline: '1px dashed #6c757d',
        }}
      >
        <Image
          {...props}
          src={props.src || landscape(imageWidth, imageHeight)}
          dimensions={{ width: imageWidth, height: imageHeight }}
          focalPoint={{ x: focalX, y: focalY }}
        />
      </div>
      <figcaption
        style={{ fontSize: 14, color: '#212529', marginTop: 8, overflowWrap: 'anywhere' }}
      >
        Taille demandée : {size} px — adresse pour une image du CDN :{' '}
        <code>{imageUrlForSize(CDN_EXAMPLE, size, props)}</code>
      </figcaption>
    </figure>
  );
}

const meta = {
  title: 'Médias/Image',
  parameters: {
    docs: {
      description: {
        component:
          'Le chargeur d’images : taille demandée selon le cadre et la densité de pixels, recadrage (cover, contain) autour du point focal, alignement, chargement différé et image d’arrière-plan. La légende montre la taille et l’adresse demandées.',
      },
    },
  },
  component: ImageStory,
  args: {
    src: '',
    alt: 'Paysage : un soleil à gauche, une maison rouge à droite',
    imageWidth: 1200,
    imageHeight: 800,
    boxWidth: 480,
    boxHeight: 320,
    cropMode: 'none',
    focalX: 0.5,
    focalY: 0.5,
    fitAlignment: 'center',
    sizeFormat: 'queryString',
    sizeAdjustment: 1,
    dprMin: 0,
    dprMax: 3,
    load: true,
    stretch: true,
    fixedRatio: false,
    forceImageUpdate: false,
    useBgImage: false,
    useAdvancedPositioning: false,
    allowSaveData: false,
  },
  argTypes: {
    src: {
      control: 'text',
      description: 'Adresse de l’image (vide : le paysage de démonstration)',
    },
    alt: { control: 'text', description: 'Texte de remplacement (vide pour une image décorative)' },
    imageWidth: {
      control: { type: 'number', min: 1 },
      description: 'Largeur de l’image (dimensions)',
    },
    imageHeight: {
      control: { type: 'number', min: 1 },
      description: 'Hauteur de l’image (dimensions)',
    },
    boxWidth: {
      control: { type: 'range', min: 100, max: 900, step: 10 },
      description: 'Largeur du cadre',
    },
    boxHeight: {
      control: { type: 'range', min: 100, max: 700, step: 10 },
      description: 'Hauteur du cadre (cover et contain)',
    },
    cropMode: {
      control: 'inline-radio',
      options: ['none', 'cover', 'contain'] satisfies ImageCropMode[],
      description: 'Recadrage : aucun, couvrir (cover) ou contenir (contain)',
    },
    focalX: {
      control: { type: 'range', min: 0, max: 1, step: 0.05 },
      description: 'Point focal, x',
    },
    focalY: {
      control: { type: 'range', min: 0, max: 1, step: 0.05 },
      description: 'Point focal, y',
    },
    fitAlignment: {
      control: 'inline-radio',
      options: ['top', 'left', 'center', 'right', 'bottom'] satisfies FitAlignment[],
      description: 'Alignement d’une image contenue',
    },
    sizeFormat: {
      control: 'inline-radio',
      options: ['queryString', 'filename'],
      description:
        'Taille demandée dans la requête (?format=750w) ou dans le nom du fichier (-750w)',
    },
    sizeAdjustment: {
      control: { type: 'range', min: 0, max: 3, step: 0.1 },
      description: 'Ajustement de la taille (1 par défaut, 0 au minimum)',
    },
    dprMin: {
      control: { type: 'number', min: 0, step: 0.5 },
      description: 'Densité de pixels minimale',
    },
    dprMax: {
      control: { type: 'number', min: 0, step: 0.5 },
      description: 'Densité de pixels maximale',
    },
    load: {
      control: 'inline-radio',
      options: [true, false, 'viewport'],
      description:
        'Chargement : immédiat (true), aucun (false), différé près de l’écran (viewport)',
    },
    stretch: {
      control: 'boolean',
      description: 'Agrandir une image contenue au-delà de sa taille',
    },
    fixedRatio: { control: 'boolean', description: 'Garder le rapport de l’image pour le cadre' },
    forceImageUpdate: {
      control: 'boolean',
      description: 'Recharger même pour une taille plus petite',
    },
    useBgImage: { control: 'boolean', description: 'Image d’arrière-plan' },
    useAdvancedPositioning: {
      control: 'boolean',
      description: 'Placement calculé (point focal centré)',
    },
    allowSaveData: { control: 'boolean', description: 'Suivre l’économie de données du visiteur' },
  },
} satisfies Meta<typeof ImageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's image, once it is rendered. */
const imageIn = (canvasElement: HTMLElement) =>
  waitFor(() => {
    const image = canvasElement.querySelector('img');
    expect(image).not.toBeNull();
    return image as HTMLImageElement;
  });

export const ParDefaut: Story = {
  name: 'Par défaut',
  play: async ({ canvasElement }) => {
    const image = await imageIn(canvasElement);
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '800');
  },
};

export const Couvrir: Story = {
  name: 'Recadrée (cover) avec point focal',
  args: { cropMode: 'cover', boxWidth: 320, boxHeight: 320, focalX: 0.2, focalY: 0.3 },
};

export const Contenir: Story = {
  name: 'Contenue (contain) et alignée',
  args: { cropMode: 'contain', boxWidth: 320, boxHeight: 360, fitAlignment: 'top' },
};

export const NonAgrandie: Story = {
  name: 'Contenue sans agrandissement',
  args: {
    cropMode: 'contain',
    imageWidth: 240,
    imageHeight: 160,
    boxWidth: 480,
    boxHeight: 320,
    stretch: false,
  },
};

export const PlacementAvance: Story = {
  name: 'Placement calculé (point focal centré)',
  args: {
    cropMode: 'cover',
    boxWidth: 320,
    boxHeight: 320,
    focalX: 0.8,
    focalY: 0.6,
    useAdvancedPositioning: true,
  },
  render: ({ focalX, focalY, imageWidth, imageHeight, boxWidth, boxHeight, ...props }) => (
    <div
      className="content-fill"
      style={{ width: boxWidth, height: boxHeight, background: '#e9ecef' }}
    >
      <Image
        {...props}
        src={landscape(imageWidth, imageHeight)}
        dimensions={{ width: imageWidth, height: imageHeight }}
        focalPoint={{ x: focalX, y: focalY }}
      />
    </div>
  ),
};

export const Differee: Story = {
  name: 'Chargement différé',
  args: { load: 'viewport' },
  render: (args) => (
    <div>
      <p style={{ color: '#212529' }}>L’image plus bas se charge à 200 px de l’écran.</p>
      <div style={{ height: 1200 }} />
      <ImageStory {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const image = await imageIn(canvasElement);
    await expect(image).not.toHaveAttribute('src');
    image.scrollIntoView();
    await waitFor(() => expect(image).toHaveAttribute('data-state', 'loaded'));
  },
};

export const Decorative: Story = {
  name: 'Image décorative',
  args: { alt: '' },
};

export const ArrierePlan: Story = {
  name: 'En arrière-plan',
  args: {
    useBgImage: true,
    cropMode: 'cover',
    boxWidth: 480,
    boxHeight: 240,
    focalX: 0.8,
    focalY: 0.6,
  },
};

export const Etroite: Story = {
  name: 'Image étroite (moins de 415 px)',
  args: { boxWidth: 300 },
  play: async ({ canvasElement }) => {
    const image = await imageIn(canvasElement);
    await waitFor(() => expect(image).toHaveAttribute('data-narrow'));
  },
};

/** Rows of the matrix: each crop mode, and contain again with a portrait image for left and right. */
const ROWS: { mode: ImageCropMode; label: string; portrait?: boolean }[] = [
  { mode: 'none', label: 'none' },
  { mode: 'cover', label: 'cover' },
  { mode: 'contain', label: 'contain' },
  { mode: 'contain', label: 'contain (portrait)', portrait: true },
];
const ALIGNMENTS: FitAlignment[] = ['top', 'left', 'center', 'right', 'bottom'];

export const Matrice: Story = {
  name: 'Matrice',
  render: ({ imageWidth, imageHeight, focalX, focalY }) => (
    <table style={{ borderCollapse: 'separate', borderSpacing: 12, color: '#212529' }}>
      <caption style={{ textAlign: 'left' }}>
        Recadrages × alignements (point focal pour cover)
      </caption>
      <thead>
        <tr>
          <th scope="col">Recadrage</th>
          {ALIGNMENTS.map((alignment) => (
            <th key={alignment} scope="col">
              {alignment}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map(({ mode, label, portrait }) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            {ALIGNMENTS.map((alignment) => (
              <td key={alignment}>
                <div
                  style={{
                    width: 140,
                    height: 140,
                    background: '#e9ecef',
                    outline: '1px dashed #6c757d',
                  }}
                >
                  <Image
                    src={
                      portrait
                        ? landscape(imageHeight, imageWidth)
                        : landscape(imageWidth, imageHeight)
                    }
                    alt={`Paysage, ${label}, ${alignment}`}
                    dimensions={
                      portrait
                        ? { width: imageHeight, height: imageWidth }
                        : { width: imageWidth, height: imageHeight }
                    }
                    cropMode={mode}
                    fitAlignment={alignment}
                    focalPoint={{ x: focalX, y: focalY }}
                  />
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
