import type { Meta, StoryObj } from '@storybook/react-vite';
import { MapStyle } from '@vitrine/core-data/enums';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { createMapsLoader, type MapsLoader } from '../loader/create-maps-loader';
import { type MapsApi, pageMapsNamespace, readMapsApi } from '../loader/maps-api';
import { installFakeGoogleMaps } from '../testing/fake-google-maps';
import { MapBlock } from './map-block';
import './map.css';

/** Stories never reach Google: the fake `google.maps` is installed before each story. */
function installFake() {
  if (!readMapsApi(pageMapsNamespace())) installFakeGoogleMaps();
  return Promise.resolve({});
}

/** The stories' loader: finds the fake on window.google.maps, never loads a script. */
const storyLoader = createMapsLoader({
  loadApi: () => Promise.reject(new Error('Stories use the fake google.maps only.')),
});

/** A loader whose script fails, as when the network blocks Google. */
const failingLoader = createMapsLoader({
  loadApi: () => Promise.reject(new Error('The Google Maps JavaScript API could not load.')),
  existing: () => undefined,
});

/** A loader that never finishes: the map stays in its loading state. */
const pendingLoader = createMapsLoader({
  loadApi: () => new Promise<MapsApi>(() => {}),
  existing: () => undefined,
  timeoutMs: Number.POSITIVE_INFINITY,
});

const RENDER_KEY = btoa('cle-de-demonstration');

interface MapStoryArgs {
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
  mapLat: number;
  mapLng: number;
  mapZoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
  /** Whether the page context carries a render key. */
  withKey: boolean;
  /** The visitor's choice about third-party content. */
  consent: boolean;
  loader: MapsLoader;
}

/** The block JSON of the story's settings. */
function blockData(args: MapStoryArgs) {
  const { mapLat, mapLng, mapZoom, addressTitle, addressLine1, addressLine2, addressCountry } =
    args;
  return {
    location: { mapLat, mapLng, mapZoom, addressTitle, addressLine1, addressLine2, addressCountry },
    style: args.style,
    showLabels: args.showLabels,
    showTerrain: args.showTerrain,
    draggable: args.draggable,
    scrollwheel: args.scrollwheel,
    showControls: args.showControls,
    disableDefaultUI: args.disableDefaultUI,
    markerDraggable: args.markerDraggable,
    linkOnClick: args.linkOnClick,
  };
}

const STYLE_LABELS: Record<MapStyle, string> = {
  [MapStyle.ORIGINAL]: '1 · Original',
  [MapStyle.GRAYSCALE]: '2 · Niveaux de gris (par défaut)',
  [MapStyle.SATELLITE]: '3 · Satellite',
  [MapStyle.MINIMAL_LIGHT]: '4 · Minimal clair',
  [MapStyle.MINIMAL_DARK]: '5 · Minimal sombre',
  [MapStyle.MINIMAL_BLUE]: '6 · Minimal bleu',
};

const meta = {
  title: 'Cartes/Carte',
  parameters: {
    docs: {
      description: {
        component:
          'Le bloc carte sur l’API Google Maps JavaScript (ici une fausse carte, sans réseau) : les six styles, les réglages de la carte et du repère, et les replis sans clé, sans consentement aux contenus tiers ou quand le script ne se charge pas.',
      },
    },
  },
  loaders: [installFake],
  render: (args) => (
    <MapBlock
      data={blockData(args)}
      renderKey={args.withKey ? RENDER_KEY : undefined}
      consent={args.consent}
      loader={args.loader}
    />
  ),
  args: {
    style: MapStyle.GRAYSCALE,
    showLabels: true,
    showTerrain: false,
    draggable: true,
    scrollwheel: false,
    showControls: true,
    disableDefaultUI: false,
    markerDraggable: false,
    linkOnClick: false,
    mapLat: 48.8606,
    mapLng: 2.3376,
    mapZoom: 12,
    addressTitle: 'Galerie Vitrine',
    addressLine1: '12 rue de Rivoli',
    addressLine2: '75001 Paris',
    addressCountry: 'France',
    withKey: true,
    consent: true,
    loader: storyLoader,
  },
  argTypes: {
    style: {
      name: 'Style',
      description: 'Style de la carte (niveaux de gris par défaut)',
      control: { type: 'select', labels: STYLE_LABELS },
      options: [...MapStyle.values],
    },
    showLabels: {
      name: 'Libellés',
      description: 'Noms des rues et des lieux sur la carte',
      control: 'boolean',
    },
    showTerrain: {
      name: 'Relief',
      description: 'Carte du relief (terrain) au lieu du plan',
      control: 'boolean',
    },
    draggable: {
      name: 'Carte déplaçable',
      description: 'Le visiteur peut faire glisser la carte',
      control: 'boolean',
    },
    scrollwheel: {
      name: 'Zoom à la molette',
      description: 'La molette de la souris zoome la carte',
      control: 'boolean',
    },
    showControls: {
      name: 'Commandes',
      description: 'Boutons de zoom et de type de carte',
      control: 'boolean',
    },
    disableDefaultUI: {
      name: 'Sans interface Google',
      description: 'Masque toutes les commandes de Google Maps',
      control: 'boolean',
    },
    markerDraggable: {
      name: 'Repère déplaçable',
      description: 'Le repère de l’adresse peut être déplacé',
      control: 'boolean',
    },
    linkOnClick: {
      name: 'Lien au clic sur le repère',
      description: 'Un clic sur le repère ouvre l’adresse dans Google Maps',
      control: 'boolean',
    },
    mapLat: {
      name: 'Latitude',
      description: 'Latitude du centre de la carte (mapLat)',
      control: { type: 'number', min: -90, max: 90, step: 0.0001 },
    },
    mapLng: {
      name: 'Longitude',
      description: 'Longitude du centre de la carte (mapLng)',
      control: { type: 'number', min: -180, max: 180, step: 0.0001 },
    },
    mapZoom: {
      name: 'Zoom',
      description: 'Niveau de zoom, de 0 (le monde) à 22 (la rue) ; 12 par défaut',
      control: { type: 'range', min: 0, max: 22, step: 1 },
    },
    addressTitle: {
      name: 'Nom du lieu',
      description: 'Nom affiché avec l’adresse',
      control: 'text',
    },
    addressLine1: { name: 'Adresse, ligne 1', description: 'Numéro et rue', control: 'text' },
    addressLine2: {
      name: 'Adresse, ligne 2',
      description: 'Code postal et ville',
      control: 'text',
    },
    addressCountry: { name: 'Pays', description: 'Pays de l’adresse', control: 'text' },
    withKey: {
      name: 'Clé Google Maps présente',
      description: 'Sans clé, la carte est remplacée par un lien vers l’adresse',
      control: 'boolean',
    },
    consent: {
      name: 'Contenus tiers acceptés',
      description: 'Refusés, la carte n’est pas chargée et un message le dit',
      control: 'boolean',
    },
    loader: { table: { disable: true } },
  },
} satisfies Meta<MapStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the map to be drawn with its marker. */
async function expectDrawnMap(canvasElement: HTMLElement) {
  const block = await within(canvasElement).findByRole('figure');
  await waitFor(() => expect(block.getAttribute('data-state')).toBe('ready'), { timeout: 5000 });
  // The marker is added once the map is ready.
  await waitFor(() => expect(canvasElement.querySelector('[data-fake-marker]')).not.toBeNull());
  return block;
}

export const NiveauxDeGris: Story = {
  name: 'Niveaux de gris (par défaut)',
  play: async ({ canvasElement }) => {
    const block = await expectDrawnMap(canvasElement);
    await expect(block.getAttribute('data-map-style')).toBe('Grayscale');
    // The 48 × 64 marker is drawn at half size.
    const image = await waitFor(() => {
      const found = canvasElement.querySelector('img');
      expect(found).not.toBeNull();
      return found;
    });
    await expect(image?.getAttribute('width')).toBe('24');
    await expect(image?.getAttribute('height')).toBe('32');
  },
};

export const Original: Story = {
  name: 'Original',
  args: { style: MapStyle.ORIGINAL },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const Satellite: Story = {
  name: 'Satellite',
  args: { style: MapStyle.SATELLITE },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const MinimalClair: Story = {
  name: 'Minimal clair',
  args: { style: MapStyle.MINIMAL_LIGHT },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const MinimalSombre: Story = {
  name: 'Minimal sombre',
  args: { style: MapStyle.MINIMAL_DARK },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const MinimalBleu: Story = {
  name: 'Minimal bleu',
  args: { style: MapStyle.MINIMAL_BLUE },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
  },
};

export const SansLibellesAvecRelief: Story = {
  name: 'Sans libellés, avec relief',
  args: { showLabels: false, showTerrain: true, style: MapStyle.ORIGINAL },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
    const pane = canvasElement.querySelector('[data-fake-map]');
    await expect(pane?.getAttribute('data-map-type-id')).toBe('terrain');
  },
};

export const LienAuClic: Story = {
  name: 'Lien au clic sur le repère',
  args: { linkOnClick: true },
  play: async ({ canvasElement }) => {
    await expectDrawnMap(canvasElement);
    const open = spyOn(window, 'open').mockReturnValue(null);
    try {
      const marker = within(canvasElement).getByRole('button', {
        name: 'Ouvrir dans Google Maps (nouvelle fenêtre)',
      });
      await userEvent.click(marker);
      await expect(open).toHaveBeenCalledWith(
        'https://maps.google.com/maps?sll=48.8606,2.3376&q=Galerie%20Vitrine%2C%2012%20rue%20de%20Rivoli%2C%2075001%20Paris%2C%20France&z=12',
        '_blank',
        'noopener',
      );
    } finally {
      open.mockRestore();
    }
  },
};

export const Chargement: Story = {
  name: 'Chargement en cours',
  args: { loader: pendingLoader },
  play: async ({ canvasElement }) => {
    const block = await within(canvasElement).findByRole('figure');
    await expect(block.getAttribute('data-state')).toBe('loading');
  },
};

export const SansCle: Story = {
  name: 'Repli : sans clé Google Maps',
  args: { withKey: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const block = await canvas.findByRole('figure');
    await waitFor(() => expect(block.getAttribute('data-fallback-reason')).toBe('no-key'));
    await expect(
      canvas.getByRole('link', { name: 'Voir l’adresse sur Google Maps' }),
    ).toBeVisible();
  },
};

export const ConsentementRefuse: Story = {
  name: 'Repli : contenus tiers refusés',
  args: { consent: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'La carte Google Maps n’est pas affichée, car vous avez refusé les contenus tiers.',
      ),
    ).toBeVisible();
  },
};

/** The block reports a script that fails to load in the console: these stories show it. */
const LOAD_FAILURE_LOGGED = {
  storybookCheck: { consoleErrors: ['Google Maps JavaScript API failed to load'] },
};

export const EchecDuChargement: Story = {
  name: 'Repli : échec du chargement',
  args: { loader: failingLoader },
  parameters: LOAD_FAILURE_LOGGED,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Impossible de charger la carte.')).toBeVisible();
  },
};

export const Matrice: Story = {
  name: 'Matrice',
  parameters: { controls: { disable: true }, ...LOAD_FAILURE_LOGGED },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        gap: 16,
      }}
    >
      {MapStyle.values.map((style) => (
        <figure key={style} style={{ margin: 0 }}>
          <figcaption>{STYLE_LABELS[style]}</figcaption>
          <MapBlock
            data={{ ...blockData(args), style }}
            renderKey={RENDER_KEY}
            loader={args.loader}
          />
        </figure>
      ))}
      <figure style={{ margin: 0 }}>
        <figcaption>Repli : sans clé</figcaption>
        <MapBlock data={blockData(args)} loader={args.loader} />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>Repli : contenus tiers refusés</figcaption>
        <MapBlock
          data={blockData(args)}
          renderKey={RENDER_KEY}
          consent={false}
          loader={args.loader}
        />
      </figure>
      <figure style={{ margin: 0 }}>
        <figcaption>Repli : échec du chargement</figcaption>
        <MapBlock data={blockData(args)} renderKey={RENDER_KEY} loader={failingLoader} />
      </figure>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(canvasElement.querySelectorAll('[data-state="ready"]').length).toBe(6),
      { timeout: 5000 },
    );
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-state="fallback"]').length).toBe(3),
    );
  },
};
