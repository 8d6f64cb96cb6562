import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AutoRowsGallery } from '../autorows/autorows-gallery';
import '../shared/gallery.css';
import '@vitrine/lightbox/styles.css';
import type { GalleryDesign, GalleryTransitionName } from '../core/gallery-enums';
import { makeSlides } from '../test-fixtures/slides';
import { GalleryBlock } from './gallery-block';

// Slide 3 is a video slide (its thumbnail shows until a player is set).
const slides = makeSlides(7).map((slide, index) =>
  index === 2 ? { ...slide, type: 'video' as const } : slide,
);

interface StoryArgs {
  /** The block setting `design` (spec 001 §2). */
  design: GalleryDesign;
  /** Slideshow transition (spec 001 §4). */
  transition: GalleryTransitionName;
  lightbox: boolean;
  lightboxTheme: 'dark' | 'light';
  autoplay: boolean;
  /** Seconds between slides. */
  autoplayDuration: number;
  thumbnails: boolean;
  loop: boolean;
  slidesPerRow: number;
  columnWidth: number;
  gutter: number;
  padding: number;
  /** `Auto`, or a ratio such as `16:9`. */
  aspectRatio: string;
  /** Slider: active slide at the left, center or right. */
  activeAlignment: 'left' | 'center' | 'right';
  slideCount: number;
  label: string;
  /** Caption overlay position: top, center or bottom. */
  metaPosition: 'top' | 'center' | 'bottom';
  /** Slideshow height in % of the viewport height; 0 keeps the ratio. */
  vSize: number;
  /** Thumbnails across the strip; 0 sizes them by the strip height. */
  thumbnailsPerRow: number;
  squareThumbs: boolean;
  thumbnailStripHeight: number;
  thumbnailStripMargin: number;
  /** Off: the whole image (contain) instead of a crop around the focal point. */
  autoCrop: boolean;
  /** Off: image slides only. */
  mixedContent: boolean;
}

function Story(args: StoryArgs) {
  const block = {
    design: args.design,
    lightbox: args.lightbox,
    lightboxTheme: args.lightboxTheme,
    autoplay: args.autoplay,
    'autoplay-duration': args.autoplayDuration,
    thumbnails: args.thumbnails,
    slidesPerRow: args.slidesPerRow,
    columnWidth: args.columnWidth,
    gutter: args.gutter,
    padding: args.padding,
    aspectRatio: args.aspectRatio,
    'active-alignment': args.activeAlignment,
    'meta-position': args.metaPosition,
    vSize: args.vSize,
    'thumbnails-per-row': args.thumbnailsPerRow,
    'square-thumbs': args.squareThumbs,
    'thumbnail-strip-height': args.thumbnailStripHeight,
    'thumbnail-strip-margin': args.thumbnailStripMargin,
    'auto-crop': args.autoCrop,
    mixedContent: args.mixedContent,
  };
  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <GalleryBlock
        key={JSON.stringify(args)}
        slides={slides.slice(0, args.slideCount)}
        blockJson={JSON.stringify(block)}
        transition={args.transition}
        loop={args.loop}
        label={args.label}
      />
    </div>
  );
}

const meta = {
  title: 'Galerie/Bloc galerie',
  parameters: {
    docs: {
      description: {
        component:
          'Le bloc galerie et ses huit designs (spec 001 §2) : pile, bande, diaporama, grille, grille automatique, colonnes automatiques, carrousel et liste, avec chaque réglage du bloc. La troisième diapositive est une vidéo.',
      },
    },
  },
  component: Story,
  args: {
    design: 'slideshow',
    transition: 'fade',
    lightbox: false,
    lightboxTheme: 'dark',
    autoplay: false,
    autoplayDuration: 5,
    thumbnails: false,
    loop: false,
    slidesPerRow: 3,
    columnWidth: 250,
    gutter: 1,
    padding: 20,
    aspectRatio: '16:9',
    activeAlignment: 'center',
    slideCount: 7,
    label: 'Galerie',
    metaPosition: 'bottom',
    vSize: 0,
    thumbnailsPerRow: 0,
    squareThumbs: false,
    thumbnailStripHeight: 80,
    thumbnailStripMargin: 8,
    autoCrop: true,
    mixedContent: true,
  },
  argTypes: {
    design: {
      control: 'select',
      options: [
        'stacked',
        'slider',
        'slideshow',
        'grid',
        'autogrid',
        'autocolumns',
        'carousel',
        'list',
      ],
      description:
        'Design du bloc (design, spec 001 §2) : pile, bande, diaporama, grille, grille automatique, colonnes automatiques, carrousel ou liste',
    },
    transition: {
      control: 'select',
      options: ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'],
      description:
        'Transition du diaporama (spec 001 §4) : fondu, Ken Burns, nouveau glissé, défilement ou glissé',
    },
    lightbox: { control: 'boolean', description: 'Un clic sur une image ouvre la visionneuse' },
    lightboxTheme: {
      control: 'inline-radio',
      options: ['dark', 'light'],
      description: 'Thème de la visionneuse : sombre (dark) ou clair (light)',
    },
    autoplay: { control: 'boolean', description: 'Lecture automatique du diaporama' },
    autoplayDuration: {
      control: { type: 'number', min: 1 },
      description: 'Secondes entre deux diapositives en lecture automatique',
    },
    thumbnails: {
      control: 'boolean',
      description: 'Bande de miniatures liée au diaporama (un clic affiche la diapositive)',
    },
    loop: {
      control: 'boolean',
      description: 'Après la dernière diapositive, retour à la première',
    },
    slidesPerRow: {
      control: { type: 'number', min: 1, max: 8 },
      description: 'Images par rangée (grille et carrousel)',
    },
    columnWidth: {
      control: { type: 'number', min: 50 },
      description:
        'Largeur visée des colonnes, en px (grille et colonnes automatiques ; 250 par défaut)',
    },
    gutter: {
      control: { type: 'number', min: 0 },
      description: 'Espace entre les images, en px',
    },
    padding: {
      control: { type: 'number', min: 0 },
      description: 'Marge autour des images, en px (grille : 20 par défaut)',
    },
    aspectRatio: {
      control: 'text',
      description: 'Rapport des images : Auto, ou largeur:hauteur comme 16:9',
    },
    activeAlignment: {
      control: 'inline-radio',
      options: ['left', 'center', 'right'],
      description: 'Bande : diapositive active à gauche, au centre ou à droite',
    },
    slideCount: {
      control: { type: 'range', min: 1, max: 7 },
      description: 'Nombre de diapositives (la troisième est une vidéo)',
    },
    label: { control: 'text', description: 'Nom accessible de la galerie' },
    metaPosition: {
      control: 'inline-radio',
      options: ['top', 'center', 'bottom'],
      description: 'Position de la légende sur l’image : en haut, au centre ou en bas',
    },
    vSize: {
      control: { type: 'range', min: 0, max: 100 },
      description: 'Hauteur du diaporama, en % de la hauteur de la fenêtre (0 : garder le rapport)',
    },
    thumbnailsPerRow: {
      control: { type: 'number', min: 0, max: 12 },
      description: 'Miniatures sur la largeur de la bande (0 : selon la hauteur de la bande)',
    },
    squareThumbs: { control: 'boolean', description: 'Miniatures carrées' },
    thumbnailStripHeight: {
      control: { type: 'number', min: 20 },
      description: 'Hauteur de la bande de miniatures, en px',
    },
    thumbnailStripMargin: {
      control: { type: 'number', min: 0 },
      description: 'Espace entre le diaporama et sa bande de miniatures, en px',
    },
    autoCrop: {
      control: 'boolean',
      description: 'Recadrer autour du point focal ; désactivé, l’image entière (contain)',
    },
    mixedContent: {
      control: 'boolean',
      description: 'Images et vidéos mêlées ; désactivé, les images seules',
    },
  },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pile: Story = {
  name: 'Pile (stacked → base)',
  args: { design: 'stacked', slideCount: 3 },
};
export const Bande: Story = { name: 'Bande (slider → strip)', args: { design: 'slider' } };
export const DiaporamaFondu: Story = {
  name: 'Diaporama : fondu',
  args: { design: 'slideshow', transition: 'fade' },
};
export const DiaporamaKenBurns: Story = {
  name: 'Diaporama : Ken Burns',
  args: { design: 'slideshow', transition: 'ken-burns' },
};
export const DiaporamaNouveauGlisser: Story = {
  name: 'Diaporama : nouveau glissé',
  args: { design: 'slideshow', transition: 'new-swipe' },
};
export const DiaporamaDefilement: Story = {
  name: 'Diaporama : défilement',
  args: { design: 'slideshow', transition: 'scroll' },
};
export const DiaporamaGlisser: Story = {
  name: 'Diaporama : glissé',
  args: { design: 'slideshow', transition: 'swipe' },
};
export const DiaporamaMiniatures: Story = {
  name: 'Diaporama avec miniatures liées',
  args: { design: 'slideshow', thumbnails: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Afficher la diapositive 3' }));
    await expect(await canvas.findByRole('group', { name: '3 sur 7' })).toHaveAttribute(
      'data-current',
      'true',
    );
  },
};
export const DiaporamaLegendeHaut: Story = {
  name: 'Diaporama : légende en haut',
  args: { design: 'slideshow', metaPosition: 'top' },
};
export const DiaporamaLegendeCentre: Story = {
  name: 'Diaporama : légende au centre',
  args: { design: 'slideshow', metaPosition: 'center' },
};
export const DiaporamaHauteur: Story = {
  name: 'Diaporama : hauteur 60 % de la fenêtre, sans recadrage',
  args: { design: 'slideshow', vSize: 60, autoCrop: false },
};
export const DiaporamaMiniaturesCarrees: Story = {
  name: 'Diaporama : miniatures carrées, 6 par rangée',
  args: {
    design: 'slideshow',
    thumbnails: true,
    thumbnailsPerRow: 6,
    squareThumbs: true,
    thumbnailStripMargin: 16,
  },
};
export const DiaporamaBandeHaute: Story = {
  name: 'Diaporama : bande de miniatures de 120 px',
  args: { design: 'slideshow', thumbnails: true, thumbnailStripHeight: 120 },
};
export const GrilleSansVideo: Story = {
  name: 'Grille : images seules (mixedContent désactivé)',
  args: { design: 'grid', mixedContent: false },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('img');
    await expect(canvasElement.querySelector('[data-type="video"]')).toBeNull();
  },
};
export const GrilleContenuMixte: Story = {
  name: 'Grille : images et vidéo mêlées',
  args: { design: 'grid', mixedContent: true },
};
export const DiaporamaLecture: Story = {
  name: 'Diaporama en lecture automatique',
  args: { design: 'slideshow', autoplay: true, autoplayDuration: 3, loop: true },
};
export const Grille: Story = {
  name: 'Grille (4 par rangée, visionneuse)',
  args: { design: 'grid', slidesPerRow: 4 },
};
export const GrilleAuto: Story = {
  name: 'Grille automatique',
  args: { design: 'autogrid', gutter: 0 },
};
export const ColonnesAuto: Story = {
  name: 'Colonnes automatiques',
  args: { design: 'autocolumns', gutter: 0 },
};
export const Carrousel: Story = { name: 'Carrousel', args: { design: 'carousel' } };
export const CarrouselComplet: Story = {
  name: 'Carrousel sans commandes (tout tient)',
  args: { design: 'carousel', slideCount: 3 },
};
export const Liste: Story = { name: 'Liste', args: { design: 'list', slideCount: 3 } };
export const VisionneuseSombre: Story = {
  name: 'Grille avec visionneuse sombre',
  args: { design: 'grid', lightbox: true, lightboxTheme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Forêt 2' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-theme', 'dark');
  },
};
export const VisionneuseClaire: Story = {
  name: 'Grille avec visionneuse claire',
  args: { design: 'grid', lightbox: true, lightboxTheme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Lac 1' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAttribute('data-theme', 'light');
  },
};
export const RangeesAuto: Story = {
  name: 'Rangées automatiques (250 px, gouttière 20)',
  render: () => <AutoRowsGallery slides={slides} label="Rangées automatiques" />,
};

const DESIGNS = [
  ['stacked', 'Pile'],
  ['slider', 'Bande'],
  ['slideshow', 'Diaporama'],
  ['grid', 'Grille'],
  ['autogrid', 'Grille automatique'],
  ['autocolumns', 'Colonnes automatiques'],
  ['carousel', 'Carrousel'],
  ['list', 'Liste'],
] as const;

export const Matrice: Story = {
  name: 'Matrice des designs',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {DESIGNS.map(([design, name]) => (
        <section key={design} aria-label={`Design ${name}`}>
          <h2 style={{ fontSize: 16 }}>{name}</h2>
          <Story
            {...args}
            design={design}
            label={`Galerie ${name}`}
            slideCount={design === 'stacked' ? 2 : 5}
          />
        </section>
      ))}
    </div>
  ),
};
