import type { Meta, StoryObj } from '@storybook/react-vite';
import type { StackedTransition } from '@vitrine/core-data/enums';
import { expect, userEvent, within } from 'storybook/test';
import type { GalleryTransition } from '../core/gallery-transition';
import '../shared/gallery.css';
import { makeSlides } from '../test-fixtures/slides';
import { fadeTransition } from '../transitions/fade';
import { kenBurnsTransition } from '../transitions/ken-burns';
import { newSwipeTransition } from '../transitions/new-swipe';
import { scrollTransition } from '../transitions/scroll';
import { swipeTransition } from '../transitions/swipe';
import { StackedGallery } from './stacked-gallery';

const slides = makeSlides(7);

/** The control's names and the definitions they stand for, each from its own entry. */
const TRANSITIONS: Record<StackedTransition, GalleryTransition> = {
  fade: fadeTransition,
  'ken-burns': kenBurnsTransition,
  'new-swipe': newSwipeTransition,
  scroll: scrollTransition,
  swipe: swipeTransition,
};

interface StoryArgs {
  /** Slideshow transition (spec 001 §4), passed to the slideshow as its definition. */
  transition: StackedTransition;
  /** Transition speed in ms (fade and ken-burns; swipe and scroll keep their own durations). */
  speed: number;
  autoplay: boolean;
  /** Seconds between slides. */
  autoplayDuration: number;
  loop: boolean;
  controls: boolean;
  slideCount: number;
  label: string;
}

function Story(args: StoryArgs) {
  return (
    <div style={{ maxWidth: 960, margin: '0 auto' }}>
      <StackedGallery
        key={JSON.stringify(args)}
        slides={slides.slice(0, args.slideCount)}
        transition={TRANSITIONS[args.transition]}
        speed={args.speed}
        autoplay={args.autoplay}
        autoplayOptions={{ timeout: args.autoplayDuration * 1000 }}
        loop={args.loop}
        controls={args.controls}
        label={args.label}
      />
    </div>
  );
}

const meta = {
  title: 'Galerie/Diaporama et transitions',
  parameters: {
    docs: {
      description: {
        component:
          'Le diaporama et ses cinq transitions (spec 001 §4) : fondu, Ken Burns, nouveau glissé, défilement et glissé, chacune depuis son propre point d’entrée.',
      },
    },
  },
  component: Story,
  args: {
    transition: 'fade',
    speed: 1000,
    autoplay: false,
    autoplayDuration: 5,
    loop: false,
    controls: true,
    slideCount: 7,
    label: 'Diaporama',
  },
  argTypes: {
    transition: {
      control: 'select',
      options: ['fade', 'ken-burns', 'new-swipe', 'scroll', 'swipe'],
      description:
        'Transition du diaporama (spec 001 §4) : fondu, Ken Burns, nouveau glissé, défilement ou glissé',
    },
    speed: {
      control: { type: 'range', min: 0, max: 3000, step: 100 },
      description:
        'Durée de la transition, en ms (fondu et Ken Burns ; glissé et défilement gardent la leur)',
    },
    autoplay: { control: 'boolean', description: 'Lecture automatique' },
    autoplayDuration: {
      control: { type: 'number', min: 1 },
      description: 'Secondes entre deux diapositives en lecture automatique',
    },
    loop: {
      control: 'boolean',
      description: 'Après la dernière diapositive, retour à la première',
    },
    controls: { control: 'boolean', description: 'Boutons précédente et suivante' },
    slideCount: {
      control: { type: 'range', min: 1, max: 7 },
      description: 'Nombre de diapositives',
    },
    label: { control: 'text', description: 'Nom accessible du diaporama' },
  },
} satisfies Meta<typeof Story>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Steps once and checks that the slideshow runs the transition it was given. */
const stepsWith =
  (transition: StackedTransition): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'Diaporama' })).toHaveAttribute(
      'data-transition',
      transition,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Diapositive suivante' }));
    await expect(await canvas.findByRole('group', { name: '2 sur 7' })).toHaveAttribute(
      'data-current',
      'true',
    );
  };

export const Fondu: Story = {
  name: 'Fondu (par défaut)',
  args: { transition: 'fade' },
  play: stepsWith('fade'),
};
export const KenBurns: Story = {
  name: 'Ken Burns (zoom lent à 1,075)',
  args: { transition: 'ken-burns' },
  play: stepsWith('ken-burns'),
};
export const NouveauGlisse: Story = {
  name: 'Nouveau glissé',
  args: { transition: 'new-swipe' },
  play: stepsWith('new-swipe'),
};
export const Defilement: Story = {
  name: 'Défilement (0,4 s)',
  args: { transition: 'scroll' },
  play: stepsWith('scroll'),
};
export const Glisse: Story = {
  name: 'Glissé',
  args: { transition: 'swipe' },
  play: stepsWith('swipe'),
};
export const LectureAutomatique: Story = {
  name: 'Ken Burns en lecture automatique',
  args: { transition: 'ken-burns', autoplay: true, autoplayDuration: 3, loop: true },
};

const NAMES = [
  ['fade', 'Fondu'],
  ['ken-burns', 'Ken Burns'],
  ['new-swipe', 'Nouveau glissé'],
  ['scroll', 'Défilement'],
  ['swipe', 'Glissé'],
] as const;

export const Matrice: Story = {
  name: 'Matrice des transitions',
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      {NAMES.map(([transition, name]) => (
        <section key={transition} aria-label={`Transition ${name}`}>
          <h2 style={{ fontSize: 16 }}>{name}</h2>
          <Story {...args} transition={transition} label={`Diaporama ${name}`} slideCount={3} />
        </section>
      ))}
    </div>
  ),
};
