import type { Meta, StoryObj } from '@storybook/react-vite';
import '../shared/gallery.css';
import { CarouselGallery } from '../carousel/carousel-gallery';
import { makeSlides } from '../test-fixtures/slides';
import { StripGallery } from './strip-gallery';

const slides = makeSlides(7);

interface StoryArgs {
  /** `strip` (design slider) or `carousel`. */
  layout: 'strip' | 'carousel';
  /** Start edge: none (wraps), hard (stops) or inertial (springs back). */
  startBoundary: 'none' | 'hard' | 'inertial';
  endBoundary: 'none' | 'hard' | 'inertial';
  /** Strip: where the active slide's start snaps, in % of the width; -1 for none. */
  snapPoint: number;
  alignment: 'start' | 'middle' | 'end';
}

function Story({ layout, startBoundary, endBoundary, snapPoint, alignment }: StoryArgs) {
  const swipeBoundaries = [startBoundary, endBoundary];
  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      {layout === 'carousel' ? (
        <CarouselGallery slides={slides} swipeBoundaries={swipeBoundaries} label="Carrousel" />
      ) : (
        <StripGallery
          slides={slides}
          height={240}
          alignment={alignment}
          swipeBoundaries={swipeBoundaries}
          snapPoint={snapPoint < 0 ? 'none' : `${snapPoint}%`}
          label="Bande"
        />
      )}
    </div>
  );
}

const boundary = (edge: string) =>
  ({
    control: 'inline-radio',
    options: ['none', 'hard', 'inertial'],
    description: `Bord ${edge} : aucun (none, retour à l’autre bout), fermé (hard, arrêt) ou élastique (inertial, rebond)`,
  }) as const;

const meta = {
  title: 'Galerie/Bords et aimantation',
  parameters: {
    docs: {
      description: {
        component:
          'Les bords de la bande et du carrousel : aucun (retour à l’autre bout), fermé (arrêt) ou élastique (rebond), et l’aimantation de la diapositive active dans la bande.',
      },
    },
  },
  component: Story,
  args: {
    layout: 'strip',
    startBoundary: 'hard',
    endBoundary: 'hard',
    snapPoint: -1,
    alignment: 'middle',
  },
  argTypes: {
    layout: {
      control: 'inline-radio',
      options: ['strip', 'carousel'],
      description: 'Bande (strip, le design slider) ou carrousel (carousel)',
    },
    startBoundary: boundary('de début'),
    endBoundary: boundary('de fin'),
    snapPoint: {
      control: { type: 'range', min: -1, max: 100 },
      description:
        'Bande : où le début de la diapositive active s’aimante, en % de la largeur (-1 : nulle part)',
    },
    alignment: {
      control: 'inline-radio',
      options: ['start', 'middle', 'end'],
      description: 'Bande : alignement des diapositives, au début, au milieu ou à la fin',
    },
  },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BordsFermes: Story = { name: 'Bande : bords fermes (hard)' };
export const BordsElastiques: Story = {
  name: 'Bande : bords élastiques (inertial)',
  args: { startBoundary: 'inertial', endBoundary: 'inertial' },
};
export const SansBord: Story = {
  name: 'Bande : sans bord, retour au début (none)',
  args: { startBoundary: 'none', endBoundary: 'none' },
};
export const Aimantation: Story = {
  name: 'Bande : aimantée à 25 %',
  args: { snapPoint: 25 },
};
export const CarrouselElastique: Story = {
  name: 'Carrousel : bords élastiques',
  args: { layout: 'carousel', startBoundary: 'inertial', endBoundary: 'inertial' },
};
export const CarrouselSansBord: Story = {
  name: 'Carrousel : sans bord',
  args: { layout: 'carousel', startBoundary: 'none', endBoundary: 'none' },
};
