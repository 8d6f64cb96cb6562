import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import './popup-overlay.css';
import { PopupOverlay } from './popup-overlay';
import { DAY_MS, popupOverlayDecision } from './should-show-popup-overlay';

const NOW = Date.UTC(2026, 10, 21, 12);

interface PopupOverlayStoryProps {
  style: string;
  enableMobile: boolean;
  version: number;
  showUntilSignup: boolean;
  displayFrequency: number;
  pageType: number;
  screenshot: boolean;
  isMobile: boolean;
  storedVersion: number | undefined;
  submitted: boolean;
  daysSinceClosed: number | undefined;
  quietMs: number;
}

/** The popup overlay with flat controls and a fresh in-memory storage per render. */
function PopupOverlayStory(props: PopupOverlayStoryProps) {
  const settings = {
    style: props.style,
    enableMobile: props.enableMobile,
    version: props.version,
    showUntilSignup: props.showUntilSignup,
    displayFrequency: props.displayFrequency,
  };
  const stored = {
    ...(props.storedVersion === undefined ? {} : { version: props.storedVersion }),
    ...(props.submitted ? { submitted: true } : {}),
    ...(props.daysSinceClosed === undefined
      ? {}
      : { 'date-closed': NOW - props.daysSinceClosed * DAY_MS }),
  };
  const storedKey = JSON.stringify(stored);
  const storage = useMemo(() => {
    const entries = Object.entries(JSON.parse(storedKey) as Record<string, unknown>);
    const map = new Map(entries.map(([key, value]) => [key, String(value)]));
    return {
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
  }, [storedKey]);
  const decision = popupOverlayDecision(settings, stored, props, NOW);
  return (
    <div>
      <p>
        Décision : {decision.show ? 'affichée' : 'masquée'} ({decision.reason})
      </p>
      <PopupOverlay
        key={JSON.stringify(props)}
        label="Rejoignez notre lettre d’information"
        settings={settings}
        pageType={props.pageType}
        screenshot={props.screenshot}
        isMobile={props.isMobile}
        storage={storage}
        now={() => NOW}
        quietMs={props.quietMs}
      >
        {({ markSubmitted, close }) => (
          <>
            <h2>Rejoignez notre lettre d’information</h2>
            <p>Recevez nos nouveautés et nos offres une fois par mois.</p>
            <button
              type="button"
              onClick={() => {
                markSubmitted();
                close();
              }}
            >
              S’inscrire
            </button>
          </>
        )}
      </PopupOverlay>
    </div>
  );
}

const meta = {
  title: 'Runtime/Fenêtre surgissante',
  parameters: {
    docs: {
      // Each story in a frame of its own on the docs page: the overlay is a modal dialog, in
      // the top layer, which would cover the docs page itself.
      story: { inline: false, height: '480px' },
      description: {
        component:
          'La fenêtre surgissante de la page et la règle qui décide de l’afficher : version des réglages, inscription faite, fréquence d’affichage, mobile et types de page. La décision est écrite au-dessus.',
      },
    },
  },
  component: PopupOverlayStory,
  args: {
    style: 'plein-écran',
    enableMobile: false,
    version: 2,
    showUntilSignup: true,
    displayFrequency: 7,
    pageType: 2,
    screenshot: false,
    isMobile: false,
    storedVersion: undefined,
    submitted: false,
    daysSinceClosed: undefined,
    quietMs: 0,
  },
  argTypes: {
    style: {
      control: 'select',
      options: ['plein-écran', 'encart', 'none'],
      description: 'Style (none la désactive)',
    },
    enableMobile: { control: 'boolean', description: 'Affichée sur mobile' },
    version: { control: { type: 'number', min: 0 }, description: 'Version des réglages' },
    showUntilSignup: { control: 'boolean', description: 'Masquée après inscription' },
    displayFrequency: {
      control: { type: 'number', min: -1 },
      description: 'Jours avant un nouvel affichage (-1 : jamais)',
    },
    pageType: {
      control: 'select',
      options: [2, 100, 103],
      description: 'Type de page (100 introuvable, 103 verrouillage)',
    },
    screenshot: { control: 'boolean', description: 'Indicateur de capture d’écran' },
    isMobile: { control: 'boolean', description: 'Appareil mobile' },
    storedVersion: {
      control: { type: 'number', min: 0 },
      description: 'Version enregistrée (version)',
    },
    submitted: { control: 'boolean', description: 'Inscription enregistrée (submitted)' },
    daysSinceClosed: {
      control: { type: 'number', min: 0 },
      description: 'Jours depuis la fermeture (date-closed)',
    },
    quietMs: {
      control: { type: 'number', min: 0, step: 500 },
      description:
        'Immobilité du visiteur avant l’ouverture, en ms (2000 sur le site ; jamais pendant une saisie)',
    },
  },
} satisfies Meta<typeof PopupOverlayStory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PremiereVisite: Story = {
  name: 'Première visite',
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', {
      name: 'Rejoignez notre lettre d’information',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

export const PremiereVisiteFermee: Story = {
  name: 'Première visite, fenêtre fermée',
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const dialog = await screen.findByRole('dialog', {
      name: 'Rejoignez notre lettre d’information',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const NouvelleVersion: Story = {
  name: 'Nouvelle version après inscription',
  args: { storedVersion: 1, submitted: true, daysSinceClosed: 1 },
};

export const InscriptionFaite: Story = {
  name: 'Masquée après inscription',
  args: { storedVersion: 2, submitted: true },
};

export const FermeeRecemment: Story = {
  name: 'Fermée il y a 3 jours (fréquence 7)',
  args: { storedVersion: 2, daysSinceClosed: 3 },
};

export const FrequenceEcoulee: Story = {
  name: 'Fréquence écoulée',
  args: { storedVersion: 2, daysSinceClosed: 8 },
};

export const JamaisPlus: Story = {
  name: 'Plus jamais (-1)',
  args: { storedVersion: 2, daysSinceClosed: 400, displayFrequency: -1 },
};

export const MobileSansAutorisation: Story = {
  name: 'Mobile sans enableMobile',
  args: { isMobile: true },
};

export const EcranDeVerrouillage: Story = {
  name: 'Écran de verrouillage',
  args: { pageType: 103 },
};
